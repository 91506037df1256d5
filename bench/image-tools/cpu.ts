/**
 * CPU time the browser spends on a batch, read from /proc: every process below this one whose
 * command line is Chromium's (the browser, its renderers with their worker and decoding threads, the
 * GPU and utility processes). A process's total includes its threads that have ended. With it, a
 * run's speed-up can be told apart from its ceiling: two cores cannot finish sooner than half the
 * CPU time the work took.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const TICKS_PER_SECOND = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/** Fields after the command name of /proc/<pid>/stat (which may itself hold spaces and parentheses). */
function statFields(pid: string): string[] | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

function descendants(root: number): string[] {
  const children = new Map<string, string[]>();
  for (const pid of fs.readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    const parent = statFields(pid)?.[1];
    if (parent) children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const found: string[] = [];
  for (let queue = [String(root)]; queue.length > 0;) {
    const next = children.get(queue.shift()!) ?? [];
    found.push(...next);
    queue.push(...next);
  }
  return found;
}

/** Seconds of CPU (user + system) used so far by the Chromium processes this process started. */
export function browserCpuSeconds(): number {
  let ticks = 0;
  for (const pid of descendants(process.pid)) {
    let command = "";
    try {
      command = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
    } catch {
      continue;
    }
    if (!/chrom/i.test(command)) continue;
    // utime and stime are the 14th and 15th fields of stat, the 12th and 13th after the name.
    const fields = statFields(pid);
    if (fields) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS_PER_SECOND;
}

/** Seconds of CPU used so far by this Node process (sharp's libvips threads run in it). */
export function ownCpuSeconds(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1e6;
}
