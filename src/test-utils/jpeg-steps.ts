import { jpegQuantTable } from "../codecs/jpeg-frame";

/**
 * How much coarser a JPEG quantises its luma's 16 finest frequencies than its 4 coarsest (zig-zag
 * order): about 1 from MozJPEG's flat, SSIM-tuned table, over 3 from its default psychovisual one.
 */
export function fineOverCoarseSteps(jpeg: Uint8Array): number {
  const steps = jpegQuantTable(jpeg) ?? [];
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  return mean(steps.slice(48)) / mean(steps.slice(0, 4));
}
