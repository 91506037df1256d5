/**
 * The search behind "target quality" and "target size": where along an integer knob (a codec's
 * quality, or a PNG palette's colour count) a measured value crosses a target, in few probes.
 * Pure: the caller's `measure` encodes and scores, so tests drive it with a fake.
 *
 * Each probe narrows a bracket [failing, passing]; the next guess interpolates between the two
 * measured ends (the curves are smooth enough that this usually lands in 2–4 probes), falling back
 * to bisection when one end keeps moving, so the count stays bounded even on a bumpy curve.
 */
export interface Probe<T> {
  level: number;
  value: number;
  result: T;
}

export interface SearchOptions {
  min: number;
  max: number;
  target: number;
  /**
   * "at-least": the lowest level whose value reaches the target (value rising with the level, like SSIM).
   * "at-most": the highest level whose value stays at or under it (value rising with the level, like file size).
   */
  goal: "at-least" | "at-most";
  /** A passing probe this close to the target ends the search. */
  tolerance: number;
  /** Level tried first; the middle of the range when absent. */
  start?: number;
  /** Upper bound on probes. */
  maxProbes?: number;
}

export interface SearchOutcome<T> {
  /** The boundary probe when the target was reached, else the one closest to reaching it (an end of the range). */
  best: Probe<T>;
  reached: boolean;
  /** Every probe in the order it was measured. */
  probes: Probe<T>[];
}

export async function searchLevel<T>(
  measure: (level: number) => Promise<{ value: number; result: T }>,
  options: SearchOptions,
): Promise<SearchOutcome<T>> {
  const { min, max, target, goal, tolerance, maxProbes = 12 } = options;
  if (!(min <= max)) throw new Error(`The search range ${min}–${max} is empty.`);
  // Work in "steps" u that run from the failing end to the passing end, with slack g(u) = signed
  // distance past the target, rising with u: then both goals are "the first u with g ≥ 0".
  const rising = goal === "at-least";
  const levelOf = (u: number) => (rising ? u : min + max - u);
  const slack = (value: number) => (rising ? value - target : target - value);
  let failing = min - 1;
  let passing = max + 1;
  let failingProbe: Probe<T> | undefined;
  let passingProbe: Probe<T> | undefined;
  const probes: Probe<T>[] = [];
  let next = options.start === undefined ? Math.floor((min + max) / 2) : rising ? options.start : min + max - options.start;
  let lastSide: "failing" | "passing" | null = null;
  let repeated = false;
  while (passing - failing > 1 && probes.length < maxProbes) {
    const u = Math.min(passing - 1, Math.max(failing + 1, Math.round(next)));
    const measured = await measure(levelOf(u));
    const probe: Probe<T> = { level: levelOf(u), ...measured };
    probes.push(probe);
    const g = slack(probe.value);
    const side = g >= 0 ? "passing" : "failing";
    repeated = side === lastSide;
    lastSide = side;
    if (side === "passing") {
      passing = u;
      passingProbe = probe;
      if (g <= tolerance) break;
    } else {
      failing = u;
      failingProbe = probe;
    }
    if (failingProbe && passingProbe && !repeated) {
      const gFailing = slack(failingProbe.value);
      const gPassing = slack(passingProbe.value);
      // The first whole step at or past the interpolated crossing.
      next = failing + Math.ceil(((0 - gFailing) / (gPassing - gFailing)) * (passing - failing));
    } else {
      next = Math.floor((failing + passing) / 2);
    }
  }
  if (passingProbe) return { best: passingProbe, reached: true, probes };
  // Never passed: the probe that came closest (the top of the range for a quality target, the
  // smallest file for a size target) is the best there is.
  const closest = probes.reduce((best, probe) => (slack(probe.value) > slack(best.value) ? probe : best));
  return { best: closest, reached: false, probes };
}
