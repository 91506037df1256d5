import { backgroundLayer, keepTransparency, opaqueBackground } from "./background-layer";

const image = { data: new Uint8ClampedArray([10, 20, 30, 255, 40, 50, 60, 255, 70, 80, 90, 255, 1, 2, 3, 255]), width: 4, height: 1 };

describe("backgroundLayer", () => {
  it("weights each pixel by how surely it is background, colours kept", () => {
    const layer = backgroundLayer(image, { data: new Uint8ClampedArray([0, 64, 128, 255]), width: 4, height: 1 });
    expect(Array.from(layer.data)).toEqual([10, 20, 30, 255, 40, 50, 60, 127, 70, 80, 90, 0, 1, 2, 3, 0]);
    expect(Array.from(image.data.slice(12))).toEqual([1, 2, 3, 255]);
  });
});

describe("opaqueBackground", () => {
  it("keeps blurred colours, makes them opaque, and falls back to the photo where no background reached", () => {
    const blurred = { data: new Uint8ClampedArray([11, 21, 31, 200, 0, 0, 0, 0, 5, 5, 5, 1, 0, 0, 0, 0]), width: 4, height: 1 };
    expect(Array.from(opaqueBackground(blurred, image).data)).toEqual([11, 21, 31, 255, 40, 50, 60, 255, 5, 5, 5, 255, 1, 2, 3, 255]);
  });
});

describe("keepTransparency", () => {
  it("gives the result the photo's alpha and keeps the result's colours", () => {
    const result = { data: new Uint8ClampedArray([1, 1, 1, 255, 2, 2, 2, 255]), width: 2, height: 1 };
    const photo = { data: new Uint8ClampedArray([9, 9, 9, 0, 9, 9, 9, 200]), width: 2, height: 1 };
    expect(Array.from(keepTransparency(result, photo).data)).toEqual([1, 1, 1, 0, 2, 2, 2, 200]);
  });
});
