/**
 * Whether this browser's own JPEG encoder writes what Chromium's does, found by effect rather than by
 * user agent: once per worker, a fixed pattern is written at PROBE_QUALITY and its size compared with
 * what Chromium (libjpeg-turbo, deterministic) wrote for it. Firefox's encoder wrote the resizer's
 * JPEGs 28–50 % larger at the same setting (issue 44; storm_field at q60–90, 4:4:4 from q90) and the
 * pattern 33 % larger; where it is more than PROBE_TOLERANCE off, the "browser" JPEG encoder is
 * replaced by MozJPEG set to write about libjpeg-turbo's bytes, so a setting means one size everywhere.
 */
import type { EncodeOptions as MozJpegOptions } from "@jsquash/jpeg/meta";
import { createRaster, drawable, type Raster } from "./image";

export const PROBE_QUALITY = 90;
/** Debian's Chromium (the e2e browser) on `probePattern()` at PROBE_QUALITY; Firefox ESR 140 wrote 8,648 bytes. */
export const CHROMIUM_PROBE_BYTES = 5562;
export const PROBE_TOLERANCE = 0.05;

/** 128 × 128 of gradients, a chroma ripple and noise, in integers only so every engine draws the same pixels. */
export function probePattern(): Raster {
  const raster = createRaster(128, 128);
  for (let pixel = 0; pixel < 128 * 128; pixel += 1) {
    const x = pixel & 127;
    const y = pixel >> 7;
    const noise = (Math.imul(pixel + 1, 2654435761) >>> 28) - 8;
    const ripple = Math.abs(((x * 3 + y * 5) % 64) - 32) * 4;
    raster.data.set([x * 2 + noise, y * 2 + noise, 64 + ripple + noise, 255], pixel * 4);
  }
  return raster;
}

export function agreesWithChromium(bytes: number): boolean {
  return Math.abs(bytes / CHROMIUM_PROBE_BYTES - 1) <= PROBE_TOLERANCE;
}

let verdict: Promise<boolean> | null = null;

/** Whether the canvas's JPEGs may stand for the "browser" encoder here; a browser that cannot write JPEG from a canvas never agrees. */
export function canvasJpegAgrees(): Promise<boolean> {
  verdict ??= drawable(probePattern())
    .convertToBlob({ type: "image/jpeg", quality: PROBE_QUALITY / 100 })
    .then((blob) => blob.type === "image/jpeg" && agreesWithChromium(blob.size))
    .catch(() => false);
  return verdict;
}

/**
 * MozJPEG as near libjpeg-turbo's bytes as its build allows: the standard (Annex K) tables, baseline,
 * Huffman tables unoptimised, 4:2:0 at every quality as Chromium writes. Its trellis quantisation
 * cannot be turned off and saves more the higher the quality, so the quality is raised by what
 * matched sizes: on storm_field 1920 × 1280 within 5 % of Chromium's from q60 to q95 (q+2 from 65 to 92).
 */
export function turboLikeMozJpeg(quality: number): Partial<MozJpegOptions> & { quality: number } {
  const raised = quality < 65 ? quality : quality > 92 ? quality + 1 : quality + 2;
  return {
    quality: Math.min(100, raised),
    quant_table: 0,
    progressive: false,
    optimize_coding: false,
    auto_subsample: false,
    chroma_subsample: 2,
  };
}
