/** @jest-environment node */
/**
 * A small face on the real models: the portrait shrunk until its face is a group photo's, framed
 * through the upscaler, and marked when even the upscaler cannot make it clear.
 */
import path from "node:path";
import sharp from "sharp";
import type { Raster } from "../../codecs/image";
import { installOffscreenCanvas } from "../../codecs/node-offscreen-canvas";
import { corpusDir } from "../../test-utils/corpus";
import { nodeFaceModels, nodeUpscaler, rasterOfImage } from "../../test-utils/tfjs-node";
import { resampleRaster } from "../../models/face/crop";
import { upscaleRaster } from "../../models/esrgan/upscale-raster";
import { psnr } from "../../test-utils/colour-pairs";
import type { UpscaleFactor } from "./enlarge";
import { makePicture, type PictureSources } from "./make-picture";
import { settings as schema } from "./meta";
import { meanGradient } from "../../test-utils/edge-detail";

jest.setTimeout(180_000);
installOffscreenCanvas();

const signal = new AbortController().signal;
const settings = schema.parse({});
/** portrait_man_800x532.jpg: a close-up, his face about 205 px from eyes to chin (framed with a larger head than the rule's). */
const PORTRAIT = path.join(corpusDir(), "faces", "portrait_man_800x532.jpg");

const shrunk = async (width: number) => rasterOfImage(sharp(PORTRAIT).resize(width));

function sources(upscale: PictureSources["upscale"]): PictureSources {
  const unused = () => Promise.reject(new Error("not asked for with the photo's own background"));
  return { faceModels: nodeFaceModels, subject: unused, backgroundPicture: unused, upscale };
}

const esrgan = jest.fn(async (region: Raster, factor: UpscaleFactor, stop: AbortSignal) =>
  upscaleRaster(await nodeUpscaler("esrgan-slim", factor), region, factor, "fast", stop),
);
/** What the picture would be without the upscaler: the region enlarged bilinearly. */
const bilinear = async (region: Raster, factor: UpscaleFactor) => resampleRaster(region, region.width * factor, region.height * factor);

beforeEach(() => esrgan.mockClear());

describe("a small face in a profile picture", () => {
  it("goes through the upscaler first when the picture would enlarge it over twice, and says so", async () => {
    // Eyes to chin about 95 px, framed with a larger head: enlarged between 2 and 3 times.
    const photo = await shrunk(370);
    const upscaled = await makePicture(photo, settings, sources(esrgan), signal, () => undefined);
    expect(esrgan).toHaveBeenCalledTimes(1);
    expect(esrgan.mock.calls[0]?.[1]).toBe(3);
    expect(upscaled.notes.join(" ")).toMatch(/enlarged 2\.\d× here: the upscaler \(ESRGAN, 3×\) sharpened the framed part first/);
    expect(upscaled.warning).toBeUndefined();
    const plain = await makePicture(photo, settings, sources(bilinear), signal, () => undefined);
    // The same picture, with more detail than bilinear enlargement gives.
    expect(psnr(upscaled.picture, plain.picture)).toBeGreaterThan(28);
    expect(meanGradient(upscaled.picture)).toBeGreaterThan(meanGradient(plain.picture) * 1.05);
  });

  it("warns on the card when the face is too small for a clear picture even upscaled", async () => {
    // Eyes to chin about 36 px: enlarged over 4 times.
    const { notes, warning } = await makePicture(await shrunk(140), settings, sources(esrgan), signal, () => undefined);
    expect(esrgan.mock.calls[0]?.[1]).toBe(4);
    expect(notes.join(" ")).toContain("the upscaler (ESRGAN, 4×)");
    expect(warning).toMatch(
      /^the face is only (2\d|3\d) px from eyes to chin in the photo, so the picture enlarges it [4-7](\.\d)?× and will look soft/,
    );
  });

  it("leaves a face with pixels to spare to the photo's own pixels", async () => {
    const { notes, warning } = await makePicture(await shrunk(800), settings, sources(esrgan), signal, () => undefined);
    expect(esrgan).not.toHaveBeenCalled();
    expect(notes.join(" ")).not.toContain("upscaler");
    expect(warning).toBeUndefined();
  });
});
