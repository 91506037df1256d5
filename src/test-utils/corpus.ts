import { existsSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Raster } from "../codecs/image";

/** The shared test corpus: $CORPUS_DIR, else ../shared/corpus beside the repository, else the workplace copy. */
export function corpusDir(): string {
  const found = [process.env.CORPUS_DIR, path.resolve(__dirname, "../../../shared/corpus"), "/work/shared/corpus"].find(
    (candidate): candidate is string => Boolean(candidate && existsSync(candidate)),
  );
  if (!found) throw new Error("The test corpus was not found: set CORPUS_DIR.");
  return found;
}

/** A corpus image (path under the corpus) as an RGBA raster fitting `side` × `side` (never enlarged). */
export async function corpusRaster(file: string, side: number): Promise<Raster> {
  const { data, info } = await sharp(path.join(corpusDir(), file))
    .resize(side, side, { fit: "inside", withoutEnlargement: true })
    .toColourspace("srgb")
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}
