/** What every benchmark report shares: its targets and how they read, and the machine's load. */
export interface Target {
  target: string;
  measured: string;
  pass: boolean;
}

export function targetsSection(targets: readonly Target[]): string[] {
  return [
    "## Targets",
    "",
    "| Target | Measured | Result |",
    "|---|---|---|",
    ...targets.map((t) => `| ${t.target} | ${t.measured} | ${t.pass ? "pass" : "**fail**"} |`),
  ];
}

/** The cores are shared: a load above their count explains times that spread. */
export function loadAverageLine(load: { start: number; end: number }): string {
  return `1-minute load average ${load.start.toFixed(1)} at the start and ${load.end.toFixed(1)} at the end (above the core count, other work shared the cores and the times spread).`;
}
