/**
 * What a run tells its user: progress bars on a terminal (one for the batch, one per file in flight),
 * nothing but failures with --quiet, one JSON object per line with --json.
 */
import { MultiBar, Presets, type SingleBar } from "cli-progress";

export type Event =
  | { event: "start"; action: string; files: number; skipped: number; credits?: number }
  | { event: "skipped"; input: string; reason: string }
  | { event: "task"; input: string; task_id: string; reused: boolean }
  | { event: "done"; input: string; outputs: string[] }
  | { event: "failed"; input: string; error: string }
  | { event: "end"; done: number; failed: number; skipped: number };

export interface Reporter {
  emit(event: Event): void;
  /** A file starts: its own bar until it ends. */
  begin(input: string): void;
  close(): void;
}

export type ReportMode = "bars" | "quiet" | "json";

export function createReporter(
  mode: ReportMode,
  out: NodeJS.WritableStream = process.stdout,
  err: NodeJS.WritableStream = process.stderr,
): Reporter {
  if (mode === "json") return { emit: (event) => out.write(`${JSON.stringify(event)}\n`), begin: () => undefined, close: () => undefined };
  const failures = (event: Event) => event.event === "failed" && err.write(`${event.input}: ${event.error}\n`);
  if (mode === "quiet") return { emit: failures, begin: () => undefined, close: () => undefined };
  // Bars redraw in place, which only a terminal can show: elsewhere (a log, a pipe) the same news as lines.
  if (!(err as NodeJS.WriteStream).isTTY)
    return {
      emit(event) {
        failures(event);
        if (event.event === "start" || event.event === "end") out.write(`${summaryLine(event)}\n`);
      },
      begin: () => undefined,
      close: () => undefined,
    };
  return barsReporter(out, err);
}

function summaryLine(event: Extract<Event, { event: "start" | "end" }>): string {
  if (event.event === "end") return `${event.done} done, ${event.failed} failed, ${event.skipped} skipped`;
  const skipped = event.skipped ? `, ${event.skipped} already done` : "";
  const credits = event.credits === undefined ? "" : `, ${event.credits} credit${event.credits === 1 ? "" : "s"}`;
  return `${event.action}: ${event.files} file${event.files === 1 ? "" : "s"}${skipped}${credits}`;
}

function barsReporter(out: NodeJS.WritableStream, err: NodeJS.WritableStream): Reporter {
  const bars = new MultiBar(
    {
      format: "{bar} {value}/{total} {label}",
      hideCursor: true,
      clearOnComplete: false,
      stopOnComplete: false,
      stream: err as NodeJS.WriteStream,
    },
    Presets.shades_grey,
  );
  let batch: SingleBar | undefined;
  const perFile = new Map<string, SingleBar>();
  const end = (input: string) => {
    const bar = perFile.get(input);
    if (bar) bars.remove(bar);
    perFile.delete(input);
    batch?.increment();
  };
  return {
    emit(event) {
      switch (event.event) {
        case "start":
          out.write(`${summaryLine(event)}\n`);
          batch = bars.create(event.files, 0, { label: "files" });
          break;
        case "task":
          perFile.get(event.input)?.update(1, { label: `${event.input} (task ${event.reused ? "found again" : "created"})` });
          break;
        case "done":
          end(event.input);
          break;
        case "failed":
          end(event.input);
          bars.log(`${event.input}: ${event.error}\n`);
          break;
        case "end":
          bars.stop();
          out.write(`${summaryLine(event)}\n`);
          break;
        case "skipped":
          break;
      }
    },
    begin(input) {
      perFile.set(input, bars.create(2, 0, { label: input }));
    },
    close: () => bars.stop(),
  };
}
