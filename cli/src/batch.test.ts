/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { planBatch, runBatch } from "./batch";
import type { Engine } from "./engines/engine";
import { MANIFEST_NAME } from "./manifest";
import type { Event } from "./report";

/**
 * A run ended early (main.ts aborts it on Ctrl-C): the files made before are written and kept in the
 * manifest, the file in flight is reported as interrupted (whatever its engine says of its end), and
 * no file starts after it.
 */
describe("an interrupted run", () => {
  let folder: string;
  beforeEach(() => (folder = fs.mkdtempSync(path.join(os.tmpdir(), "pb-batch-"))));
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  it("starts no file after the abort, names the one in flight as interrupted and keeps what was made", async () => {
    const inputs = ["a.jpg", "b.jpg", "c.jpg"].map((name) => {
      fs.writeFileSync(path.join(folder, name), name);
      return { path: path.join(folder, name), relative: name };
    });
    const stop = new AbortController();
    const started: string[] = [];
    const engine: Engine = {
      run(input, signal) {
        started.push(path.basename(input.path));
        if (!input.path.endsWith("b.jpg")) return Promise.resolve([{ bytes: input.bytes, extension: "jpg" }]);
        // b is in flight when the run is stopped; its engine ends it with words of its own.
        setTimeout(() => stop.abort(new Error("interrupted (SIGINT)")), 10);
        return new Promise((_, reject) => signal.addEventListener("abort", () => reject(new Error("the runner died")), { once: true }));
      },
    };
    const events: Event[] = [];
    const reporter = { emit: (event: Event) => events.push(event), begin: () => undefined, close: () => undefined };
    const outDir = path.join(folder, "out");
    const plan = planBatch(inputs, outDir, "compress", {}, false);
    const options = { action: "compress", settings: {}, outDir, template: "{name}", keepTree: false, concurrency: 1, engine, reporter };

    const summary = await runBatch(plan, options, stop.signal);

    expect(started).toEqual(["a.jpg", "b.jpg"]);
    expect(summary).toEqual({ done: 1, failed: 1, skipped: 0 });
    expect(events.slice(1)).toEqual([
      { event: "done", input: inputs[0]!.path, outputs: ["a.jpg"] },
      { event: "failed", input: inputs[1]!.path, error: "interrupted (SIGINT)" },
      { event: "end", done: 1, failed: 1, skipped: 0 },
    ]);
    expect(fs.readdirSync(outDir).sort()).toEqual([MANIFEST_NAME, "a.jpg"]);
    expect(planBatch(inputs, outDir, "compress", {}, false).todo.map((file) => file.relative)).toEqual(["b.jpg", "c.jpg"]);
  });
});
