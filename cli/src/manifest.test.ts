/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { planBatch } from "./batch";
import { Manifest } from "./manifest";

describe("resume", () => {
  let folder: string;
  let input: string;
  const out = () => path.join(folder, "out");
  const settings = { quality: 60 };
  const setTime = (file: string, seconds: number) => fs.utimesSync(file, seconds, seconds);

  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "pb-resume-"));
    input = path.join(folder, "photo.jpg");
    fs.writeFileSync(input, "input");
    fs.mkdirSync(out());
    fs.writeFileSync(path.join(out(), "photo.jpg"), "output");
    Manifest.read(out()).record("compress", input, { action: "compress", settings, outputs: ["photo.jpg"] });
    setTime(input, 1_000);
    setTime(path.join(out(), "photo.jpg"), 2_000);
  });

  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  const plan = (options: { settings?: Record<string, unknown>; force?: boolean; action?: string } = {}) =>
    planBatch(
      [{ path: input, relative: "photo.jpg" }],
      out(),
      options.action ?? "compress",
      options.settings ?? settings,
      options.force ?? false,
    );

  it("skips a file whose outputs exist and are newer", () => {
    expect(plan().skipped.map((file) => file.path)).toEqual([input]);
  });

  it("makes it again when the input is newer than an output", () => {
    setTime(input, 3_000);
    expect(plan().todo).toHaveLength(1);
  });

  it("makes it again when an output is gone", () => {
    fs.rmSync(path.join(out(), "photo.jpg"));
    expect(plan().todo).toHaveLength(1);
  });

  it("makes it again with other settings or another action", () => {
    expect(plan({ settings: { quality: 70 } }).todo).toHaveLength(1);
    expect(plan({ action: "resize" }).todo).toHaveLength(1);
  });

  it("makes it again with --force", () => {
    expect(plan({ force: true }).todo).toHaveLength(1);
  });
});
