/** @jest-environment node */
import { createRaster, type Raster } from "../../codecs/image";
import type { FaceModels } from "../../models/face/landmarked";
import type { Mask } from "../../models/isnet/mask";
import { makePicture } from "./make-picture";
import { settings as schema } from "./meta";

/** The face models find nothing: the visitor's own frame decides the picture. */
jest.mock("../../models/face/landmarked", () => ({ countFaces: async () => [] }));

/** A photo of two halves, opaque: a warm left and a cool right. */
function photo(): Raster {
  const raster = createRaster(120, 100);
  for (let y = 0; y < 100; y += 1)
    for (let x = 0; x < 120; x += 1) raster.data.set(x < 60 ? [200, 120, 60, 255] : [40, 90, 180, 255], (y * 120 + x) * 4);
  return raster;
}

const signal = new AbortController().signal;
const BLUE = [0x1e, 0x50, 0xc8];
const handFrame = { frameX: 0.1, frameY: 0.1, frameWidth: 0.8, frameHeight: 0.8 };

function sources(coverage: number) {
  return {
    faceModels: async () => ({}) as FaceModels,
    subject: async (picture: Raster): Promise<Mask> => {
      const data = new Uint8ClampedArray(picture.width * picture.height);
      data.fill(255, 0, Math.round(data.length * coverage));
      return { data, width: picture.width, height: picture.height };
    },
    backgroundPicture: async () => createRaster(1, 1),
    upscale: async () => {
      throw new Error("a 64-pixel picture of this photo is never enlarged");
    },
  };
}

const blueShare = (picture: Raster) => {
  let blue = 0;
  for (let index = 0; index < picture.data.length; index += 4)
    if (BLUE.every((value, channel) => Math.abs((picture.data[index + channel] as number) - value) <= 2)) blue += 1;
  return blue / (picture.width * picture.height);
};

describe("a profile picture with a new background behind a visitor's frame", () => {
  const settings = schema.parse({ background: "color", color: "#1e50c8", size: "custom", customSize: 64, ...handFrame });

  it("keeps the photo and says so when the background model finds no one: never a picture of background alone", async () => {
    const { picture, notes } = await makePicture(photo(), settings, sources(0), signal, () => undefined);
    expect(blueShare(picture)).toBe(0);
    expect(notes).toContain("The background model found no person in this frame: the photo's own background is kept.");
  });

  it("lays the colour behind the person the model finds", async () => {
    const { picture, notes } = await makePicture(photo(), settings, sources(0.5), signal, () => undefined);
    expect(blueShare(picture)).toBeGreaterThan(0.3);
    expect(notes).toEqual([]);
  });
});
