/** The names every output gets, decided in batch order so the single downloads and the ZIP agree. */
import type { Job } from "../batch";
import { applyTemplate, baseName, UniqueNames } from "./names";

export function outputNames(jobs: readonly Job[], template: string): Map<string, string[]> {
  const names = new Map<string, string[]>();
  const unique = new UniqueNames();
  for (const job of jobs) {
    if (job.status !== "done") continue;
    names.set(
      job.id,
      job.outputs.map((file) => {
        const stem = applyTemplate(template, {
          name: baseName(job.generated ? job.generated.name : job.path),
          width: file.width,
          height: file.height,
          index: job.order,
          format: file.extension,
          suffix: file.suffix,
        });
        return unique.claim(stem, file.extension);
      }),
    );
  }
  return names;
}
