/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import { corpusDir } from "../../src/test-utils/corpus";
import { ACTION_TOOLS } from "../tasks/actions";
import { measureUnits } from "./work-measure";

const corpus = (file: string) => readFileSync(path.join(corpusDir(), file));
const signal = new AbortController().signal;
const measure = (action: string, file: string, type: string, settings: Record<string, unknown> = {}) =>
  measureUnits(action, ACTION_TOOLS[action]!.api!.budget, { bytes: corpus(file), name: path.basename(file), type }, settings, signal);

describe("the work a file holds", () => {
  it("is an image's megapixels from its header, weighed by the format it is written in and the settings' values", async () => {
    const photo = "photos/sunset_mountains_4272x2848.jpg";
    const megapixels = (4272 * 2848) / 1e6;
    expect(await measure("resize", photo, "image/jpeg", { format: "same" })).toBeCloseTo(megapixels);
    expect(await measure("compress", photo, "image/jpeg", { format: "avif" })).toBeCloseTo(3 * megapixels);
    expect(await measure("compress", "photos/evening_glow_2560x1600.avif", "image/avif", { format: "same" })).toBeCloseTo(3 * 2.56 * 1.6);
    expect(await measure("upscale", photo, "image/jpeg", { model: "best", format: "png" })).toBeCloseTo(4.5 * megapixels);
  });

  it("is none for an image over the input limit or one whose header cannot be read, which the action refuses by name", async () => {
    expect(await measure("blur", "bad/decompression_bomb_20000x20000_1bit.png", "image/png")).toBe(0);
    expect(await measure("blur", "bad/text_file_renamed.png", "image/png")).toBe(0);
  });

  // A PDF's pages and the megapixels its pages are drawn as are measured through pdf.js, an ES module Jest cannot load here:
  // server/test/api-hostile.itest.ts sees them in the messages of the PDFs it sends.
  it("is a book's megabytes", async () => {
    expect(await measure("summarize-book", "text/emma_austen.epub", "application/epub+zip")).toBeCloseTo(
      corpus("text/emma_austen.epub").length / 1e6,
    );
  });
});
