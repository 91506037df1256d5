/** @jest-environment node */
import path from "node:path";
import sharp from "sharp";
import { corpusDir } from "../../test-utils/corpus";
import { nodeFaceModels, rasterOfImage } from "../../test-utils/tfjs-node";
import { analyseFaces } from "./analyse";
import type { FaceResult } from "./result";

/** The real detector and mesh on the wasm backend; a few seconds per photo set on one core. */
jest.setTimeout(120_000);

const photo = (folder: string, file: string) => path.join(corpusDir(), folder, file);

async function analysed(image: sharp.Sharp): Promise<FaceResult[]> {
  return (await analyseFaces(await nodeFaceModels(), await rasterOfImage(image), new AbortController().signal)).map((face) => face.result);
}

describe("face analyzer on the corpus portraits", () => {
  it.each(["portrait_man_800x532.jpg", "portrait_young_man_smiling_800x549.jpg"])(
    "gives %s the same shape and ratios within 0.03 mirrored, halved, turned ±10° and as JPEG q70",
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
        const faces = await analysed(image);
        expect({ name, faces: faces.length }).toEqual({ name, faces: 1 });
        const [face] = faces;
        expect({ name, top: face!.top }).toEqual({ name, top: base!.top });
        for (const ratio of ["lengthRatio", "foreheadRatio", "jawRatio", "chinRatio"] as const)
          expect(Math.abs(face!.measurements[ratio] - base!.measurements[ratio])).toBeLessThan(0.03);
        // The roll is measured, then taken out.
        if (name.startsWith("turned")) expect(Math.abs(Math.abs(face!.measurements.roll - base!.measurements.roll) - 10)).toBeLessThan(1.5);
      }
    },
  );

  it("calls a face turned aside turned, with no shape", async () => {
    // A mariachi player turned about 45° away, cut from the band's photo and enlarged.
    const player = sharp(photo("faces", "group_mariachi_band_1024x680.jpg"))
      .extract({ left: 595, top: 246, width: 146, height: 146 })
      .resize(400);
    const [face, ...others] = await analysed(player);
    expect(others).toEqual([]);
    expect(face?.turned).toBe(true);
    expect(face?.top).toBeUndefined();
    expect(Math.abs(face!.measurements.yaw)).toBeGreaterThan(15);
  });

  it("measures each of a group's three faces, numbered", async () => {
    const faces = await analysed(sharp(photo("faces", "group_three_men_800x542.jpg")));
    expect(faces.map((face) => face.number)).toEqual([1, 2, 3]);
  });

  it("finds no face in a photo of fruit", async () => {
    expect(await analysed(sharp(photo("objects", "apple_plain_bg_512x512.jpg")))).toEqual([]);
  });
});
