/**
 * A process's resident memory, as Linux counts it in /proc: what the runner pool holds a task's
 * memory to. Elsewhere (no /proc) it is unknown, and only the V8 heap limit bounds a runner.
 */
import { readFile } from "node:fs/promises";

export async function residentMegabytes(pid: number): Promise<number | null> {
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const kilobytes = /^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1];
    return kilobytes === undefined ? null : Number(kilobytes) / 1024;
  } catch {
    return null;
  }
}
