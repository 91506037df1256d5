// Runs a command with inherited output; resolves with its exit code.
import { spawn } from "node:child_process";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");
export const bin = (name) => path.join(root, "node_modules", ".bin", name);

export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", ...options, env: { ...process.env, ...options.env } });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", () => resolve(1));
  });
}
