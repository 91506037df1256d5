/** @jest-environment node */
import path from "node:path";
import sharp from "sharp";
import { corpusDir } from "../../test-utils/corpus";
import { nodeFaceModels, rasterOfImage } from "../../test-utils/tfjs-node";
import { analyseFaces, measuredFaces } from "./analyse";
import type { FaceResult } from "./result";
import { installOffscreenCanvas } from "../../codecs/node-offscreen-canvas";
installOffscreenCanvas();

/** The real detector and mesh on the wasm backend; a few seconds per photo set on one core. */
jest.setTimeout(120_000);

const photo = (folder: string, file: string) => path.join(corpusDir(), folder, file);

async function analysed(image: sharp.Sharp): Promise<FaceResult[]> {
  return (await analyseFaces(await nodeFaceModels(), await rasterOfImage(image), new AbortController().signal)).map((face) => face.result);
}

/** The shapes a face's answer names: one, or two for a close call. */
const answerOf = (face: FaceResult | undefined) => [face?.top, face?.close].filter(Boolean).sort();

function measurementsOf(face: FaceResult | undefined) {
  if (!face?.measurements) throw new Error(`face ${face?.number} was not measured`);
  return face.measurements;
}

describe("face analyzer on the corpus portraits", () => {
  it.each(["portrait_man_800x532.jpg", "portrait_young_man_smiling_800x549.jpg"])(
    "gives %s the same answer and ratios within 0.03 mirrored, halved, turned ±10° and as JPEG q70",
    async (file) => {
      const source = photo("faces", file);
      const [base] = await analysed(sharp(source));
      expect(base?.turned).toBe(false);
      const variants = {
        mirrored: sharp(source).flop(),
        halved: sharp(source).resize(400),
        "turned +10°": sharp(source).rotate(10, { background: "#808080" }),
        "turned −10°": sharp(source).rotate(-10, { background: "#808080" }),
        "JPEG q70": sharp(await sharp(source).jpeg({ quality: 70 }).toBuffer()),
      };
      for (const [name, image] of Object.entries(variants)) {
        const [face, ...others] = await analysed(image);
        // The other boxes are small things in the background: counted, not measured.
        expect(others.filter((other) => !other.unmeasured)).toEqual([]);
        // A close call may name its runner-up or not, but never contradicts: each answer holds the other's top shape.
        expect({ name, holds: answerOf(face).includes(base!.top) }).toEqual({ name, holds: true });
        expect({ name, holds: answerOf(base).includes(face!.top) }).toEqual({ name, holds: true });
        for (const ratio of ["lengthRatio", "foreheadRatio", "jawRatio", "chinRatio"] as const)
          expect(Math.abs(measurementsOf(face)[ratio] - measurementsOf(base)[ratio])).toBeLessThan(0.03);
        // The roll is measured, then taken out.
        if (name.startsWith("turned"))
          expect(Math.abs(Math.abs(measurementsOf(face).roll - measurementsOf(base).roll) - 10)).toBeLessThan(1.5);
      }
    },
  );

  it("calls a face turned aside turned, with no shape", async () => {
    // A mariachi player turned about 45° away, cut from the band's photo and enlarged.
    const player = sharp(photo("faces", "group_mariachi_band_1024x680.jpg"))
      .extract({ left: 595, top: 246, width: 146, height: 146 })
      .resize(400);
    const [face, ...others] = await analysed(player);
    expect(others.filter((other) => !other.unmeasured)).toEqual([]);
    expect(face?.turned).toBe(true);
    expect(face?.top).toBeUndefined();
    expect(Math.abs(measurementsOf(face).yaw)).toBeGreaterThan(15);
  });

  it("measures each of a group's three faces, and counts the small boxes (tattoos, a date stamp) as too small", async () => {
    const faces = await analysed(sharp(photo("faces", "group_three_men_800x542.jpg")));
    expect(faces.map((face) => face.number)).toEqual(faces.map((_, index) => index + 1));
    expect(faces.slice(0, 3).map((face) => face.unmeasured)).toEqual([undefined, undefined, undefined]);
    expect(faces.slice(3).map((face) => face.unmeasured)).toEqual(faces.slice(3).map(() => "too small"));
  });

  it("fails a photo of fruit, saying what was found and why nothing was measured", async () => {
    const raster = await rasterOfImage(sharp(photo("objects", "apple_plain_bg_512x512.jpg")));
    await expect(measuredFaces(await nodeFaceModels(), raster, new AbortController().signal)).rejects.toThrow(
      /^(no face was found|\d+ faces? (was|were) found, none measurable: .*(too small to measure reliably \(under 49 px from brow to chin\)|no face outline found))/,
    );
  });

  it("fails a group photo shrunk until every face is too small, with the count of faces", async () => {
    const raster = await rasterOfImage(sharp(photo("faces", "group_three_men_800x542.jpg")).resize(160));
    await expect(measuredFaces(await nodeFaceModels(), raster, new AbortController().signal)).rejects.toThrow(
      /^\d+ faces were found, none measurable: (\d+ )?too small to measure reliably \(under 49 px from brow to chin\): crop closer/,
    );
  });
});
