#!/usr/bin/env node
/** The `pixelbatch` command. */
import { constants } from "node:os";
import { CommanderError } from "commander";
import { buildProgram } from "./program";

// Ctrl-C (or a TERM) ends the run rather than the process at once: --local's runner processes are
// stopped with it, never left working on a file for no one, and what was made is kept. A second one ends it at once.
const interrupted = new AbortController();
let interruptedBy: NodeJS.Signals | null = null;
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    interruptedBy ??= signal;
    interrupted.abort(new Error(`interrupted (${signal})`));
  });

const program = buildProgram(
  { env: process.env, cwd: process.cwd(), stdout: process.stdout, stderr: process.stderr, signal: interrupted.signal },
  (exitCode) => {
    process.exitCode = interruptedBy ? 128 + constants.signals[interruptedBy] : exitCode;
  },
);

program.parseAsync(process.argv).catch((error: unknown) => {
  // Commander has already printed its own usage errors and help.
  if (!(error instanceof CommanderError)) console.error(error instanceof Error ? error.message : error);
  process.exitCode = error instanceof CommanderError ? error.exitCode : 1;
});
