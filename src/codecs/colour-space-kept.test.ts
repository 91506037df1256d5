/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { valuesDiffer } from "./colour-space-kept";

/** The probe's JPEG, read out of the module's source. */
function probeJpeg(): Buffer {
  const source = fs.readFileSync(path.join(__dirname, "colour-space-kept.ts"), "utf8");
  return Buffer.from(/P3_JPEG =\s*"([^"]+)"/.exec(source)?.[1] ?? "", "base64");
}

async function firstPixel(image: sharp.Sharp): Promise<number[]> {
  return [...(await image.raw().toBuffer()).subarray(0, 3)];
}

describe("the colour-space probe", () => {
  it("is a Display P3 JPEG (sharp's p3) whose coded values and sRGB values differ as the probe expects", async () => {
    const jpeg = probeJpeg();
    const { icc, format } = await sharp(jpeg).metadata();
    expect(format).toBe("jpeg");
    // Its description, "sP3C" in UTF-16: sharp's Display P3 profile.
    expect(icc?.toString("latin1")).toContain("s\0P\x003\0C");
    const coded = await firstPixel(sharp(jpeg, { ignoreIcc: true }));
    const converted = await firstPixel(sharp(jpeg));
    expect(Math.max(...coded.map((value, channel) => Math.abs(value - [187, 106, 63][channel]!)))).toBeLessThanOrEqual(2);
    expect(Math.max(...converted.map((value, channel) => Math.abs(value - [200, 101, 52][channel]!)))).toBeLessThanOrEqual(2);
    expect(valuesDiffer(converted, coded)).toBe(true);
  });

  it("takes two decodes that agree within a few levels for a decoder that converted both", () => {
    expect(valuesDiffer([200, 101, 52], [200, 101, 52])).toBe(false);
    expect(valuesDiffer([200, 101, 52], [203, 99, 54])).toBe(false);
    expect(valuesDiffer([200, 101, 52], [187, 106, 63])).toBe(true);
  });
});
