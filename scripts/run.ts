import { spawn, type SpawnOptions } from "node:child_process";
import path from "node:path";

export const root = path.resolve(__dirname, "..");
export const bin = (name: string) => path.join(root, "node_modules", ".bin", name);

/** Runs a command with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions & { env?: NodeJS.ProcessEnv } = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: "inherit", ...options, env: { ...process.env, ...options.env } });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on("error", () => resolve(1));
  });
}
