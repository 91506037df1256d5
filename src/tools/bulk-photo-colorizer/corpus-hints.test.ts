/** @jest-environment node */
import path from "node:path";
import sharp from "sharp";
import { corpusDir } from "../../test-utils/corpus";
import { seededRandom } from "../../lib/seeded-random";
import { labToRgb, lightnessOf, rgbToLab } from "./lab";
import { propagateColour } from "./propagate";

const PAIRS = ["alpaca", "bonnet_macaques", "nature_lake", "petra_treasury", "sunset_field"];

async function original(name: string) {
  const file = path.join(corpusDir(), "grayscale", `${name}.orig.jpg`);
  const { data, info } = await sharp(file).resize(240, 240, { fit: "inside" }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

function render(lightness: Float32Array, a: Float32Array, b: Float32Array): Uint8ClampedArray {
  const out = new Uint8ClampedArray(lightness.length * 4);
  for (let pixel = 0; pixel < lightness.length; pixel += 1) {
    const [red, green, blue] = labToRgb(lightness[pixel] as number, a[pixel] as number, b[pixel] as number);
    out.set([Math.round(red), Math.round(green), Math.round(blue), 255], pixel * 4);
  }
  return out;
}

function psnr(image: Uint8ClampedArray, reference: Uint8ClampedArray): number {
  let sum = 0;
  for (let at = 0; at < image.length; at += 1) if (at % 4 !== 3) sum += ((image[at] as number) - (reference[at] as number)) ** 2;
  return 10 * Math.log10((255 * 255) / (sum / ((image.length / 4) * 3)));
}

describe("colour hints on the grey corpus photos", () => {
  it.each(PAIRS)("%s: 50 hints from the original bring it well above the grey photo, its lightness kept", async (name) => {
    const { data, width, height } = await original(name);
    const lightness = lightnessOf(data, width * height);
    const random = seededRandom(7);
    const hints = Array.from({ length: 50 }, () => {
      const index = Math.floor(random() * width * height);
      const { a, b } = rgbToLab(data[index * 4] as number, data[index * 4 + 1] as number, data[index * 4 + 2] as number);
      return { index, a, b };
    });
    const zero = new Float32Array(width * height);
    const grey = render(lightness, zero, zero);
    const { a, b } = propagateColour(lightness, width, height, hints);
    const coloured = render(lightness, a, b);
    expect(psnr(coloured, data)).toBeGreaterThan(psnr(grey, data) + 3);
    const kept = lightnessOf(coloured, width * height);
    const change = kept.reduce((sum, value, pixel) => sum + Math.abs(value - (lightness[pixel] as number)), 0) / kept.length;
    expect(change).toBeLessThan(1);
  });
});
