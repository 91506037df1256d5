/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../e2e/site-server";
import { spawnDecapServer } from "./decap-server";

/** 127.0.0.1 and ::1 as /proc/net/tcp and tcp6 write them (hex, in the kernel's byte order). */
const LOOPBACK = new Set(["0100007F", "00000000000000000000000001000000"]);

/** The local addresses of the sockets listening on `port`, as the kernel lists them: read, not connected to. */
function listeningOn(port: number): string[] {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  return ["/proc/net/tcp", "/proc/net/tcp6"].flatMap((file) =>
    fs
      .readFileSync(file, "utf8")
      .split("\n")
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter(([, local, , state]) => state === "0A" && local?.endsWith(`:${hexPort}`))
      .map(([, local]) => local!.split(":")[0]!),
  );
}

it("starts decap-server, which writes files for anyone who asks, listening on localhost only", async () => {
  const repoDir = fs.mkdtempSync(path.join(os.tmpdir(), "pb-decap-"));
  const port = await freePort();
  const child = spawnDecapServer({ repoDir, port, stdio: "ignore" });
  try {
    let addresses: string[] = [];
    for (let tries = 0; addresses.length === 0 && tries < 150 && child.exitCode === null; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      addresses = listeningOn(port);
    }
    expect(addresses.length).toBeGreaterThan(0);
    expect(addresses.filter((address) => !LOOPBACK.has(address))).toEqual([]);
  } finally {
    child.kill("SIGTERM");
    fs.rmSync(repoDir, { recursive: true, force: true });
  }
}, 40_000);
