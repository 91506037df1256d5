/** @jest-environment node */
import { readFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { corpusDir } from "../../../src/test-utils/corpus";
import { decodeJxl, encodeJxl, jxlEncoderLoads } from "./jxl";

async function cornerOfPhoto(): Promise<{ data: Uint8ClampedArray; width: number; height: number }> {
  const photo = readFileSync(path.join(corpusDir(), "photos/rocket_launch_640x427.jpg"));
  const { data, info } = await sharp(photo)
    .extract({ left: 100, top: 80, width: 321, height: 213 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

function psnr(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let squared = 0;
  for (let index = 0; index < a.length; index += 1) squared += ((a[index] ?? 0) - (b[index] ?? 0)) ** 2;
  return 10 * Math.log10((255 * 255) / (squared / a.length));
}

describe("JPEG XL on the server", () => {
  it("loads its encoder from node_modules", () => {
    expect(jxlEncoderLoads()).toBe(true);
  });

  it("encodes at a quality and decodes back to the same size, close to the pixels it was given", async () => {
    const source = await cornerOfPhoto();
    const file = await encodeJxl(source, 90, false);
    expect([...file.subarray(0, 2)]).toEqual([0xff, 0x0a]);
    const decoded = await decodeJxl(file);
    expect([decoded.width, decoded.height]).toEqual([321, 213]);
    expect(psnr(decoded.data, source.data)).toBeGreaterThan(38);
    // A lower quality gives a smaller file and a less faithful picture: the quality reaches libjxl.
    const rough = await encodeJxl(source, 30, false);
    expect(rough.length).toBeLessThan(file.length * 0.6);
    expect(psnr((await decodeJxl(rough)).data, source.data)).toBeLessThan(psnr(decoded.data, source.data));
  }, 120_000);

  it("gives back exact pixels, transparency included, when lossless", async () => {
    const source = await cornerOfPhoto();
    for (let index = 3; index < source.data.length; index += 4) source.data[index] = (index * 7) & 255;
    const decoded = await decodeJxl(await encodeJxl(source, 75, true));
    expect(Buffer.from(decoded.data).equals(Buffer.from(source.data))).toBe(true);
  }, 120_000);

  it("names a truncated file as damaged", async () => {
    const file = await encodeJxl(await cornerOfPhoto(), 75, false);
    await expect(decodeJxl(file.subarray(0, file.length >> 1))).rejects.toThrow(
      "the JPEG XL file is damaged or truncated and could not be decoded",
    );
  }, 120_000);
});
