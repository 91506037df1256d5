import { type ChildProcess, spawn } from "node:child_process";
import { spawnDecapServer } from "./decap-server";
import { bin, root } from "./run";

/**
 * `npm run cms`: local editing. Gatsby's development server (http://localhost:8000, the Content
 * Manager at /admin/) and decap-server on port 8081 of localhost, where Decap looks for a local backend when the
 * site runs on localhost: what is saved in the Content Manager is written to the Markdown files of
 * content/ and the images of static/images, uncommitted (review and commit them with git).
 * Ctrl-C, or either program ending, stops both.
 */
const children: ChildProcess[] = [spawn(bin("gatsby"), ["develop"], { cwd: root, stdio: "inherit" }), spawnDecapServer({ repoDir: root })];

let exitCode = 0;
const running = () => children.filter((child) => child.exitCode === null && child.signalCode === null);
const stopAll = () => running().forEach((child) => child.kill("SIGTERM"));

for (const child of children) {
  child.on("exit", (code) => {
    exitCode ||= code ?? 0;
    stopAll();
    if (running().length === 0) process.exit(exitCode);
  });
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, stopAll);
