/**
 * A contact sheet of the fill test set for a person to look at: per case a row of the same crop
 * around the hole from the clean photo, the fill's input (the hole tinted), our fill, OpenCV Telea
 * and OpenCV Navier-Stokes, with the case's name and PSNRs.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Raster } from "../src/codecs/image";
import type { BuiltCase } from "../src/test-utils/fill-cases";
import type { EvaluatedCase } from "../src/test-utils/fill-evaluation";
import { maskBounds } from "../src/tools/bulk-photo-object-remover/hole";

const TILE_HEIGHT = 220;
const LABEL_HEIGHT = 22;
const GAP = 6;
/** Around the hole, this share of its size on each side: enough ground to judge the fill's edge. */
const CONTEXT = 0.6;
const COLUMNS = ["clean", "input (hole tinted)", "ours", "OpenCV Telea", "OpenCV Navier-Stokes"];

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function label(text: string, width: number): Buffer {
  return Buffer.from(
    `<svg width="${width}" height="${LABEL_HEIGHT}"><rect width="100%" height="100%" fill="#222"/>` +
      `<text x="4" y="16" font-family="DejaVu Sans, sans-serif" font-size="13" fill="#eee">${escapeXml(text)}</text></svg>`,
  );
}

/** The input with its hole tinted half magenta, so the object (if any) still shows under it. */
function tinted(built: BuiltCase): Raster {
  const data = new Uint8ClampedArray(built.input.data);
  built.hole.data.forEach((marked, pixel) => {
    if (!marked) return;
    data[pixel * 4] = ((data[pixel * 4] as number) + 255) / 2;
    data[pixel * 4 + 1] = (data[pixel * 4 + 1] as number) / 2;
    data[pixel * 4 + 2] = ((data[pixel * 4 + 2] as number) + 255) / 2;
  });
  return { ...built.input, data };
}

export interface CropBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A part of `image`, scaled to `width` × `height` (`fit` as sharp's resize), as a PNG. */
export function tileOf(image: Raster, crop: CropBox, width: number, height: number, fit: "fill" | "inside"): Promise<Buffer> {
  return sharp(Buffer.from(image.data.buffer, image.data.byteOffset, image.data.length), {
    raw: { width: image.width, height: image.height, channels: 4 },
  })
    .extract(crop)
    .resize(width, height, { fit })
    .png()
    .toBuffer();
}

/** Writes the sheet of `rows` to `file` (PNG). */
export async function writeContactSheet(file: string, rows: readonly EvaluatedCase[]): Promise<void> {
  const layers: sharp.OverlayOptions[] = [];
  let top = 0;
  let sheetWidth = 0;
  for (const { built, result, outputs } of rows) {
    const bounds = maskBounds(built.hole);
    if (!bounds) continue;
    const [mx, my] = [Math.round(bounds.width * CONTEXT), Math.round(bounds.height * CONTEXT)];
    const left = Math.max(0, bounds.x - mx);
    const cropTop = Math.max(0, bounds.y - my);
    const crop = {
      left,
      top: cropTop,
      width: Math.min(built.clean.width, bounds.x + bounds.width + mx) - left,
      height: Math.min(built.clean.height, bounds.y + bounds.height + my) - cropTop,
    };
    const tileWidth = Math.round((crop.width / crop.height) * TILE_HEIGHT);
    const rowWidth = COLUMNS.length * (tileWidth + GAP);
    sheetWidth = Math.max(sheetWidth, rowWidth);
    const psnrs = `PSNR ${result.ours.psnr.toFixed(1)} / ${result.telea.psnr.toFixed(1)} / ${result.ns.psnr.toFixed(1)} dB`;
    layers.push({ input: label(`${result.name}: ${result.ground} (${result.kind}) · ${psnrs}`, rowWidth), left: 0, top });
    top += LABEL_HEIGHT;
    const images = [built.clean, tinted(built), outputs.ours, outputs.telea, outputs.ns];
    for (const [column, image] of images.entries()) {
      const left = column * (tileWidth + GAP);
      layers.push({ input: await tileOf(image, crop, tileWidth, TILE_HEIGHT, "fill"), left, top });
      layers.push({ input: label(COLUMNS[column] ?? "", tileWidth), left, top: top + TILE_HEIGHT });
    }
    top += TILE_HEIGHT + LABEL_HEIGHT + GAP * 2;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await sharp({ create: { width: Math.max(1, sheetWidth), height: Math.max(1, top), channels: 3, background: "#111" } })
    .composite(layers)
    .png()
    .toFile(file);
}
