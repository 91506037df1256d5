/** @jest-environment node */
import path from "node:path";
import sharp from "sharp";
import type { Raster } from "../../codecs/image";
import { detectFaces } from "../../models/face/detect";
import { chromaError, psnr } from "../../test-utils/colour-pairs";
import { corpusDir } from "../../test-utils/corpus";
import { nodeFaceModels, rasterOfImage } from "../../test-utils/tfjs-node";
import { AUTOMATIC_FACE_SEARCH, automaticClues } from "./auto-clues";
import { colorizePhoto, NOTHING_SURE, referenceNote } from "./colorize-photo";
import { settings } from "./meta";

/** A corpus colour photo at most `side` pixels long, and its grey copy (CIELAB lightness kept). */
async function greyCopy(file: string, side: number): Promise<{ grey: Raster; original: Raster }> {
  const small = await sharp(path.join(corpusDir(), file)).rotate().resize(side, side, { fit: "inside" }).png().toBuffer();
  return { original: await rasterOfImage(sharp(small)), grey: await rasterOfImage(sharp(small).modulate({ saturation: 0 })) };
}

// Every mode but hints searches the photo for faces and confirms them with FaceMesh: seconds per test on CI's shared cores.
jest.setTimeout(30_000);

const sources = { reference: () => Promise.reject(new Error("no reference")), faceModels: nodeFaceModels };
const automatic = settings.parse({ mode: "automatic" });
const run = (grey: Raster) => colorizePhoto(grey, automatic, sources, new AbortController().signal, () => undefined);

describe("automatic colour does no harm", () => {
  // The detector boxes a dog's face in this photo; FaceMesh sees no face there, so it gets no skin.
  it("paints no skin on a box the face landmarks do not confirm, and leaves a photo it is unsure of grey", async () => {
    const { grey } = await greyCopy("photos/dogs_in_window_portrait_2056x3088.jpg", 512);
    const signal = new AbortController().signal;
    expect((await detectFaces((await nodeFaceModels()).detectors.fullRange, grey, AUTOMATIC_FACE_SEARCH, signal)).length).toBeGreaterThan(
      0,
    );
    expect((await automaticClues(grey, await nodeFaceModels(), signal)).faces).toHaveLength(0);
    const { result, note } = await run(grey);
    expect(result).toBeNull();
    expect(note).toBe(NOTHING_SURE);
  });

  // A sky, a bokeh background, blue cups, a portrait, a group and an aerial coast: never worse than grey, better with a face or a sky.
  it.each([
    "photos/picos_de_europa_3264x2448.jpg",
    "photos/skagen_beach_camera_exif_800x600.jpg",
    "objects/kingfisher_on_branch_1920x1080.jpg",
    "photos/colorful_cups_2560x1600.jpg",
    "faces/portrait_man_800x532.jpg",
    "faces/group_three_men_800x542.jpg",
  ])("%s", async (file) => {
    const { grey, original } = await greyCopy(file, 256);
    const { result } = await run(grey);
    const coloured = result ?? grey;
    const [before, after] = [psnr(grey, original), psnr(coloured, original)];
    expect(after).toBeGreaterThanOrEqual(before - 0.1);
    expect(chromaError(coloured, original)).toBeLessThanOrEqual(chromaError(grey, original));
    if (result) expect(after).toBeGreaterThan(before + 0.3);
  });
});

describe("reference mode says how much of the photo its reference coloured", () => {
  const withReference = (grey: Raster, file: string, hints = "") =>
    colorizePhoto(
      grey,
      settings.parse({ mode: "reference", hints }),
      { ...sources, reference: async () => (await greyCopy(file, 320)).original },
      new AbortController().signal,
      () => undefined,
    );

  it("colours a photo from a reference of the same kind of scene, and gives the share it matched", async () => {
    const { grey, original } = await greyCopy("grayscale/bonnet_macaques.orig.jpg", 256);
    const { result, note, data } = await withReference(grey, "objects/rabbit_on_grass_800x551.jpg");
    expect(result).not.toBeNull();
    expect(psnr(result as Raster, original)).toBeGreaterThan(psnr(grey, original));
    // A reference that matched is all the colour: no face or sky is searched for.
    expect(data.faces).toBeUndefined();
    expect(note).toBe(referenceNote({ share: data.referenceShare as number, clues: false }, 0));
    expect(note).toMatch(/^The reference matched \d+ % of the photo/);
  });

  it("leaves a photo grey, with no file, when the reference matches too little of it, unless the visitor placed hints", async () => {
    const { grey } = await greyCopy("photos/dogs_in_window_portrait_2056x3088.jpg", 256);
    const unmatched = await withReference(grey, "photos/colorful_cups_2560x1600.jpg");
    expect(unmatched.result).toBeNull();
    expect(unmatched.note).toMatch(/^The reference matched only \d+ % of this photo \(it needs 10 %\): left grey, no file written/);
    const hinted = await withReference(grey, "photos/colorful_cups_2560x1600.jpg", "0.5,0.2,#7a5030");
    expect(hinted.result).not.toBeNull();
    expect(hinted.note).toMatch(/only your hints coloured it\.$/);
  });

  // A reference of a market stall for a portrait: it matches next to nothing, but the confirmed face still gets its skin.
  it("colours what automatic colour is sure of where the reference matched too little, and says so", async () => {
    const { grey, original } = await greyCopy("faces/portrait_man_800x532.jpg", 256);
    const { result, note, data } = await withReference(grey, "photos/colorful_cups_2560x1600.jpg");
    expect(data.faces).toBe(1);
    expect(data.referenceShare as number).toBeLessThan(0.1);
    expect(note).toMatch(
      /^The reference matched only \d+ % of this photo \(it needs 10 %\): only the faces' skin and the sky that automatic colour is sure of coloured it\.$/,
    );
    expect(result).not.toBeNull();
    expect(psnr(result as Raster, original)).toBeGreaterThan(psnr(grey, original) + 0.3);
    expect(chromaError(result as Raster, original)).toBeLessThan(chromaError(grey, original));
  });
});
