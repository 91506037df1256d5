/**
 * A picture setting (a data:image/…;base64 URL, src/codecs/picture-setting.ts in the browser) on the
 * server: decoded by sharp and cut to cover a size, as the browser's drawCover lays it.
 */
import type { Raster } from "../../src/codecs/image";
import { coverSource } from "../../src/models/isnet/backdrop";
import { decodeImage, extractRect, resizeTo } from "./image-io";

export async function coverPicture(dataUrl: string, width: number, height: number, what: string): Promise<Raster> {
  const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
  const picture = (
    await decodeImage(Buffer.from(base64, "base64")).catch((error: unknown) => {
      throw new Error(`${what} could not be read: ${error instanceof Error ? error.message : String(error)}`);
    })
  ).raster;
  const source = coverSource(picture.width, picture.height, width, height);
  return resizeTo(await extractRect(picture, source), width, height);
}
