/** @jest-environment node */
import path from "node:path";
import sharp from "sharp";
import { corpusDir } from "../../test-utils/corpus";
import { labToRgb } from "../../lib/cielab";
import { toneOf } from "./tone";

async function corpusRaster(file: string) {
  const { data, info } = await sharp(path.join(corpusDir(), file))
    .resize(400, 400, { fit: "inside" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** A lightness ramp, toned like a sepia print: chroma strongest in the midtones, of one hue. */
function sepia(width: number, height: number) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    const l = 5 + (90 * (pixel % width)) / width;
    const strength = Math.sin((Math.PI * l) / 100);
    data.set([...labToRgb(l, 6 * strength, 22 * strength), 255], pixel * 4);
  }
  return { data, width, height };
}

describe("toneOf", () => {
  it.each(["grayscale/alpaca.jpg", "grayscale/nature_lake.jpg", "grayscale/sunset_field.png"])(
    "%s is grey, whether stored with one channel or as RGB",
    async (file) => expect(toneOf(await corpusRaster(file))).toBe("grey"),
  );

  it.each([
    "grayscale/alpaca.orig.jpg",
    "grayscale/petra_treasury.orig.jpg",
    "photos/storm_field_1920x1280.jpg",
    "faces/group_bar_800x600.jpg",
  ])("%s is in colour", async (file) => expect(toneOf(await corpusRaster(file))).toBe("colour"));

  it("a sepia print is tinted, not in colour", () => expect(toneOf(sepia(200, 50))).toBe("tinted"));
});
