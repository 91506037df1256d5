#!/usr/bin/env node
/** The `pixelbatch` command. */
import { CommanderError } from "commander";
import { buildProgram } from "./program";

const program = buildProgram({ env: process.env, cwd: process.cwd(), stdout: process.stdout, stderr: process.stderr }, (exitCode) => {
  process.exitCode = exitCode;
});

program.parseAsync(process.argv).catch((error: unknown) => {
  // Commander has already printed its own usage errors and help.
  if (!(error instanceof CommanderError)) console.error(error instanceof Error ? error.message : error);
  process.exitCode = error instanceof CommanderError ? error.exitCode : 1;
});
