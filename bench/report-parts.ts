/** What every benchmark report shares: its targets and how they read, the machine's load, where it is written, and how a bench ends. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { root } from "../scripts/run";

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? NaN) : ((sorted[middle - 1] ?? NaN) + (sorted[middle] ?? NaN)) / 2;
}

export interface Target {
  target: string;
  measured: string;
  pass: boolean;
}

export function targetsSection(targets: readonly Target[], heading = "Targets"): string[] {
  return [
    `## ${heading}`,
    "",
    "| Target | Measured | Result |",
    "|---|---|---|",
    ...targets.map((t) => `| ${t.target} | ${t.measured} | ${t.pass ? "pass" : "**fail**"} |`),
  ];
}

/** The cores are shared: a load above their count explains times that spread. */
export function loadAverageLine(load: { start: number; end: number }, cores = os.cpus().length): string {
  const busy = Math.max(load.start, load.end) > cores;
  return `1-minute load average ${load.start.toFixed(1)} at the start and ${load.end.toFixed(1)} at the end (${busy ? "above the core count, other work shared the cores and the times spread" : "at most the core count: nothing else competed for the cores"}).`;
}

/** Writes bench/results/<name>.json and <name>.md and returns the Markdown. */
export function saveResults(name: string, data: unknown, markdown: string): string {
  const dir = path.join(root, "bench", "results");
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(data, null, 2)}\n`);
  fs.writeFileSync(path.join(dir, `${name}.md`), markdown);
  return markdown;
}

/** The value after `--name` on the command line, if given. */
export function cliOption(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
}

/**
 * Runs a bench to its end: exit code 1 when it threw, or when it returns measurements that failed
 * (its report lists them); the browsers and servers it started would otherwise keep Node alive.
 */
export function runBench(main: () => Promise<{ errors: readonly string[] } | void>): void {
  main().then(
    (report) => process.exit(report && report.errors.length > 0 ? 1 : 0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
