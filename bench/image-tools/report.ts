/** The benchmark's targets judged from its rows, written as JSON and as a Markdown table. */
import { loadAverageLine, saveResults, type Target, targetsSection } from "../report-parts";
import type { MemoryRun } from "./memory";
import { bytesAtSsim, bytesForWorstSsim, type CurvePoint, type Implementation, IMPLEMENTATIONS, type Row } from "./metrics";

export interface SetInfo {
  name: string;
  files: number;
  megapixels: number;
  bytes: number;
}

export interface Report {
  date: string;
  machine: { cpus: number; node: string; chromium: string; sharp: string; libvips: string; loadAverage: { start: number; end: number } };
  runs: number;
  sets: SetInfo[];
  tasks: { id: string; title: string; set: string }[];
  rows: Row[];
  /** Fixed-quality JPEG over the photo set, for comparisons at equal SSIM. */
  curves: {
    /** sharp `mozjpeg: true` (progressive, scans optimised). */
    sharpMozjpeg: CurvePoint[];
    /** The compressor's fixed-quality mode, progressive like its target modes by default; target quality's JPEG is also tuned for SSIM. */
    compressor: CurvePoint[];
  };
  memory: MemoryRun | null;
  errors: string[];
}

/** Issue 31: the 500 × 12 MP run's renderers peaked at 2.9 GB before it; the target is 80% of that. */
const RENDERER_PEAK_LIMIT = 0.8 * 2.9e9;
const MB = (bytes: number) => `${(bytes / 1e6).toFixed(2)} MB`;
const percent = (value: number) => `${value >= 0 ? "+" : "−"}${Math.abs(value * 100).toFixed(1)}%`;

export function judge(report: Report): Target[] {
  const row = (task: string, implementation: Implementation) =>
    report.rows.find((r) => r.task === task && r.implementation === implementation);
  const title = (task: string) => report.tasks.find((t) => t.id === task)?.title ?? task;
  const speedTarget = (task: string, implementation: Implementation, floor: number, against: Implementation): Target => {
    const ours = row(task, implementation);
    const base = row(task, against);
    const ratio = ours && base ? ours.imagesPerSecond / base.imagesPerSecond : NaN;
    return {
      target: `${title(task)}: ${IMPLEMENTATIONS[implementation]} ≥ ${floor}× ${IMPLEMENTATIONS[against]} (images/s)`,
      measured: Number.isNaN(ratio)
        ? "not measured"
        : `${ratio.toFixed(2)}× (${ours!.imagesPerSecond.toFixed(2)} vs ${base!.imagesPerSecond.toFixed(2)})`,
      pass: ratio >= floor,
    };
  };
  /**
   * Two workers on two cores cannot finish sooner than the CPU time the two-worker run took, shared
   * between the cores; Chromium's own decode and encode threads already keep a second core partly busy
   * behind one worker. So the speed-up is judged against that ceiling (issue 31: at least 0.9 of it),
   * beside the browser's own pipeline (createImageBitmap, OffscreenCanvas) in 1 and 2 workers.
   */
  const scaling = (task: string): Target => {
    const [one, two] = [row(task, "ours1"), row(task, "ours2")];
    const speedUp = one && two ? two.imagesPerSecond / one.imagesPerSecond : NaN;
    const ceiling = one && two ? one.medianMs / 1000 / (two.cpuSeconds / report.machine.cpus) : NaN;
    const notes = [
      Number.isFinite(ceiling)
        ? `${(speedUp / ceiling).toFixed(2)} of the ceiling: 2 workers ${speedUp.toFixed(2)}× 1 worker (${two!.imagesPerSecond.toFixed(2)} vs ${one!.imagesPerSecond.toFixed(2)} images/s), ceiling of the CPU time on ${report.machine.cpus} cores ${ceiling.toFixed(2)}×`
        : "not measured",
    ];
    const [canvasOne, canvasTwo] = [row(task, "canvas1"), row(task, "canvas2")];
    if (one && canvasOne && canvasTwo) {
      const rate = (r: Row) => r.imagesPerSecond.toFixed(2);
      notes.push(
        `the browser's own pipeline (OffscreenCanvas) in 2 workers: ${(canvasTwo.imagesPerSecond / one.imagesPerSecond).toFixed(2)}× our 1 worker, ${(canvasTwo.imagesPerSecond / canvasOne.imagesPerSecond).toFixed(2)}× its 1 worker (${rate(canvasTwo)} vs ${rate(canvasOne)})`,
      );
    }
    return {
      target: `${title(task)}: ${IMPLEMENTATIONS.ours2} ≥ 0.9 of the CPU-time ceiling of the speed-up over ${IMPLEMENTATIONS.ours1}`,
      measured: notes.join("; "),
      pass: speedUp >= 0.9 * ceiling,
    };
  };
  const targets = report.tasks.filter((task) => row(task.id, "ours1") && row(task.id, "ours2")).map((task) => scaling(task.id));

  for (const task of ["compress-jpeg", "compress-jpeg-progressive"]) {
    targets.push(speedTarget(task, "ours2", 0.7, "sharp2"));
    const ours = row(task, "ours2");
    const sharpQ75 = row(task, "sharp2");
    const sharpAtOurSsim = ours && bytesAtSsim(report.curves.sharpMozjpeg, ours.meanSsim);
    targets.push({
      target: `${title(task)}: bytes within 2% of sharp MozJPEG's at equal SSIM`,
      measured:
        ours && sharpQ75 && sharpAtOurSsim
          ? `${percent(ours.outputBytes / sharpAtOurSsim - 1)}: ours ${MB(ours.outputBytes)} at SSIM ${ours.meanSsim.toFixed(4)}; sharp ${MB(sharpAtOurSsim)} at that SSIM (q75: ${MB(sharpQ75.outputBytes)} at ${sharpQ75.meanSsim.toFixed(4)})`
          : "not measured (or our SSIM is outside sharp's quality sweep)",
      pass: Boolean(ours && sharpAtOurSsim && ours.outputBytes <= sharpAtOurSsim * 1.02),
    });
  }

  for (const task of ["compress-webp", "convert-webp"]) targets.push(speedTarget(task, "ours2", 0.9, "sharp2"));

  const targeted = row("compress-target", "ours2");
  const fixedQ75 = row("compress-jpeg", "ours2");
  const fixedAtSameSsim = targeted && bytesAtSsim(report.curves.compressor, targeted.meanSsim);
  const saving = targeted && fixedAtSameSsim ? 1 - targeted.outputBytes / fixedAtSameSsim : NaN;
  targets.push({
    target: `${title("compress-target")}: batch smaller than fixed quality (progressive) at equal mean SSIM (aim ≥ 10%)`,
    measured:
      targeted && fixedAtSameSsim
        ? `${Math.abs(saving * 100).toFixed(1)}% ${saving >= 0 ? "smaller" : "larger"}: ${MB(targeted.outputBytes)} at SSIM ${targeted.meanSsim.toFixed(4)} vs fixed quality ${MB(fixedAtSameSsim)} at that SSIM` +
          (fixedQ75
            ? ` (fixed q75 with its default baseline encoding: ${MB(fixedQ75.outputBytes)} at ${fixedQ75.meanSsim.toFixed(4)})`
            : "")
        : "not measured (or its SSIM is outside the fixed-quality sweep)",
    pass: saving >= 0.1,
  });
  // What the mode promises is a floor under every image, so it is also compared with the fixed quality that gives the same floor.
  const floor = targeted && Math.min(...Object.values(targeted.ssimByImage));
  const fixedForFloor = floor ? bytesForWorstSsim(report.curves.compressor, floor) : null;
  const floorSaving = targeted && fixedForFloor ? 1 - targeted.outputBytes / fixedForFloor.bytes : NaN;
  targets.push({
    target: `${title("compress-target")}: batch smaller than the fixed quality (progressive) that brings every image to the same worst SSIM (≥ 10%)`,
    measured:
      targeted && fixedForFloor && floor
        ? `${Math.abs(floorSaving * 100).toFixed(1)}% ${floorSaving >= 0 ? "smaller" : "larger"}: ${MB(targeted.outputBytes)} with every image at SSIM ≥ ${floor.toFixed(4)} vs fixed quality ${fixedForFloor.quality.toFixed(1)}: ${MB(fixedForFloor.bytes)}`
        : "not measured (or the worst image stays under that SSIM across the fixed-quality sweep)",
    pass: floorSaving >= 0.1,
  });

  const lanczos = row("resize-lanczos3", "ours2");
  targets.push({
    target: "Resize 12 MP → 1600 px, Lanczos3: SSIM ≥ 0.985 against sharp's Lanczos3 (2 workers)",
    measured: lanczos ? `SSIM ${lanczos.meanSsim.toFixed(4)}` : "not measured",
    pass: Boolean(lanczos && lanczos.meanSsim >= 0.985),
  });
  targets.push(speedTarget("resize-lanczos3", "ours2", 0.5, "sharp2"), speedTarget("resize-lanczos3", "ours2", 1.5, "canvas2"));
  targets.push(speedTarget("resize-fast", "ours2", 0.9, "canvas2"));

  const ours = report.rows.filter((r) => r.implementation === "ours1" || r.implementation === "ours2");
  const longest = ours.reduce<Row | null>((worst, r) => ((r.longestTaskMs ?? 0) > (worst?.longestTaskMs ?? -1) ? r : worst), null);
  const longestMs = Math.max(longest?.longestTaskMs ?? 0, report.memory?.longestTaskMs ?? 0);
  targets.push({
    target: "The page stays responsive: no main-thread task over 200 ms during any of our batches (memory run included)",
    measured: longest
      ? `longest ${longestMs} ms (rows: ${longest.longestTaskMs} ms in ${title(longest.task)}, ${IMPLEMENTATIONS[longest.implementation]}; memory run: ${report.memory?.longestTaskMs ?? "–"} ms)`
      : "not measured",
    pass: Boolean(longest) && longestMs <= 200,
  });

  const memory = report.memory;
  targets.push({
    target: "Memory run completes (every file finished)",
    measured: memory
      ? `${memory.finished} of ${memory.files} in ${memory.seconds.toFixed(0)} s; peak RSS ${MB(memory.chromiumRss)} (renderer ${MB(memory.rendererRss)}), peak JS heap ${MB(memory.jsHeapUsed)}`
      : "not measured",
    pass: Boolean(memory && memory.finished === memory.files),
  });
  targets.push({
    target: `Memory run: peak renderer memory ≤ ${MB(RENDERER_PEAK_LIMIT)} (80% of the 2.9 GB measured before issue 31)`,
    measured: memory ? MB(memory.rendererRss) : "not measured",
    pass: Boolean(memory && memory.rendererRss <= RENDERER_PEAK_LIMIT),
  });
  return targets;
}

function markdown(report: Report, targets: Target[]): string {
  const title = (task: string) => report.tasks.find((t) => t.id === task)?.title ?? task;
  const lines = [
    `# Image tools: throughput, size and quality (median of ${report.runs} runs after a warm-up; ${report.date})`,
    "",
    `Chromium ${report.machine.chromium} (headless), sharp ${report.machine.sharp} (libvips ${report.machine.libvips}), Node ${report.machine.node}, ${report.machine.cpus} cores;`,
    loadAverageLine(report.machine.loadAverage),
    "Time runs inside the page from handing the files to the file input until the last result is done (sharp: from bytes in memory to the last output).",
    "SSIM: mean over the images of SSIM on BT.601 luma (11×11 Gaussian, σ 1.5) against the input, or for resizes against sharp's Lanczos3 resize of it, all decoded by sharp.",
    "",
    ...report.sets.map((set) => `- ${set.name}: ${set.files} files, ${set.megapixels.toFixed(1)} MP, ${MB(set.bytes)}`),
    "",
    "CPU s: processor time of the median run over all the processes that did its work (Chromium's, or Node's for sharp), and how many cores that kept busy.",
    "",
    "| Task | Implementation | Median s | Runs s | Images/s | CPU s (cores busy) | Output | Mean SSIM | Longest main-thread task |",
    "|---|---|---|---|---|---|---|---|---|",
    ...report.rows.map(
      (r) =>
        `| ${title(r.task)} | ${IMPLEMENTATIONS[r.implementation]} | ${(r.medianMs / 1000).toFixed(2)} | ${r.runsMs.map((ms) => (ms / 1000).toFixed(2)).join(", ")} | ${r.imagesPerSecond.toFixed(2)} | ${r.cpuSeconds.toFixed(2)} (${(r.cpuSeconds / (r.medianMs / 1000)).toFixed(2)}) | ${MB(r.outputBytes)} | ${r.meanSsim.toFixed(4)} | ${r.longestTaskMs === null ? "–" : `${r.longestTaskMs} ms`} |`,
    ),
    "",
    ...targetsSection(targets),
    "",
    "## Fixed-quality JPEG over the photo set (untimed)",
    "",
    "| Quality | sharp MozJPEG | SSIM | Compressor, fixed quality, progressive | SSIM |",
    "|---|---|---|---|---|",
    ...report.curves.sharpMozjpeg.map((point) => {
      const ours = report.curves.compressor.find((other) => other.quality === point.quality);
      return `| ${point.quality} | ${MB(point.outputBytes)} | ${point.meanSsim.toFixed(4)} | ${ours ? MB(ours.outputBytes) : "–"} | ${ours ? ours.meanSsim.toFixed(4) : "–"} |`;
    }),
    "",
  ];
  if (report.errors.length > 0) lines.push("## Errors", "", ...report.errors.map((error) => `- ${error}`), "");
  return lines.join("\n");
}

export function writeReport(report: Report): string {
  const targets = judge(report);
  return saveResults("image-tools", { ...report, targets }, markdown(report, targets));
}
