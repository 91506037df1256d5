/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ACTIONS } from "../server/tasks/actions";
import { buildCli } from "./build";

test("the bundle offers every API action the tool folders give, with no tool folder to read", async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pb-cli-bundle-"));
  const bundle = path.join(folder, "pixelbatch.js");
  try {
    await buildCli(bundle);
    expect(fs.readFileSync(bundle, "utf8")).not.toMatch(/readdirSync\([^)]*TOOLS_DIR/);
    // The bundle sits outside the repository: only its npm packages are found, through NODE_PATH.
    const help = execFileSync(process.execPath, [bundle, "--help"], {
      encoding: "utf8",
      env: { ...process.env, NODE_PATH: path.join(__dirname, "../node_modules") },
    });
    const commands = [...help.matchAll(/^ {2}([a-z-]+) \[options\] <inputs\.\.\.>/gm)].map((match) => match[1]);
    expect(commands).toEqual([...ACTIONS]);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
}, 60_000);
