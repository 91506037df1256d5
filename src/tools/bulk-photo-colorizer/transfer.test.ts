/** @jest-environment node */
import { chromaError, GREY_PAIRS, greyPair, lightnessChange, psnr } from "../../test-utils/colour-pairs";
import { corpusRaster } from "../../test-utils/corpus";
import type { Raster } from "../../codecs/image";
import { colorize } from "./colorize";
import { labToRgb, rgbToLab } from "../../lib/cielab";
import { LEAST_MATCHED_SHARE, referenceHints } from "./transfer";

/** Left half at `dark`, right half at `light` (CIELAB L), each with its own a, b. */
function halves(width: number, height: number, dark: number, light: number, darkColour = { a: 0, b: 0 }, lightColour = { a: 0, b: 0 }) {
  const data = new Uint8ClampedArray(width * height * 4);
  for (let pixel = 0; pixel < width * height; pixel += 1) {
    const left = pixel % width < width / 2;
    const { a, b } = left ? darkColour : lightColour;
    data.set([...labToRgb(left ? dark : light, a, b), 255], pixel * 4);
  }
  return { data, width, height };
}

/** The part of `image` from (left, top) of `share` of its width and height, all given as fractions. */
function framing(image: Raster, left: number, top: number, share: number): Raster {
  const [width, height] = [Math.round(image.width * share), Math.round(image.height * share)];
  const [x0, y0] = [Math.round(image.width * left), Math.round(image.height * top)];
  const data = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const from = ((y0 + y) * image.width + x0) * 4;
    data.set(image.data.subarray(from, from + width * 4), y * width * 4);
  }
  return { data, width, height };
}

const chromaAt = (image: { data: Uint8ClampedArray; width: number }, x: number, y: number) => {
  const at = (y * image.width + x) * 4;
  return rgbToLab(image.data[at] as number, image.data[at + 1] as number, image.data[at + 2] as number);
};

describe("colour from a reference photo", () => {
  it("gives dark parts the reference's dark colour and light parts its light one, though the grey photo is darker overall", () => {
    const reference = halves(60, 40, 35, 80, { a: 40, b: 30 }, { a: -10, b: -35 });
    const grey = halves(200, 100, 20, 60);
    const out = colorize(grey, referenceHints(reference));
    const [left, right] = [chromaAt(out, 40, 50), chromaAt(out, 160, 50)];
    expect(left.a).toBeGreaterThan(25);
    expect(right.b).toBeLessThan(-20);
    expect(lightnessChange(out, grey)).toBeLessThan(1);
  });

  it("is the same every run", () => {
    const reference = halves(60, 40, 35, 80, { a: 40, b: 30 }, { a: -10, b: -35 });
    const grey = halves(120, 80, 20, 60);
    expect(colorize(grey, referenceHints(reference)).data).toEqual(colorize(grey, referenceHints(reference)).data);
  });

  // A box of scans of one place: another framing of the same scene (here, 70 % of the original, off centre) colours the whole photo.
  it.each(Object.keys(GREY_PAIRS))("%s, from another framing of the same scene, comes closer to the original than grey", async (name) => {
    const { grey, original } = await greyPair(name, 320);
    const out = colorize(grey, referenceHints(framing(original, 0.3, 0.15, 0.7)));
    // 0.95, not 0.9: judging the wider region keeps a little less colour (alpaca 0.88 → 0.91 of grey's error).
    expect(chromaError(out, original)).toBeLessThan(0.95 * chromaError(grey, original));
    expect(psnr(out, original)).toBeGreaterThan(psnr(grey, original) + 0.5);
    expect(lightnessChange(out, grey)).toBeLessThan(1);
  });

  // Another photo of a similar scene from the corpus: an animal among greenery.
  it("bonnet_macaques, from the rabbit on grass, beats the grey photo", async () => {
    const { grey, original } = await greyPair("bonnet_macaques", 320);
    const out = colorize(grey, referenceHints(await corpusRaster("objects/rabbit_on_grass_800x551.jpg", 320)));
    expect(psnr(out, original)).toBeGreaterThan(psnr(grey, original) + 0.5);
    expect(lightnessChange(out, grey)).toBeLessThan(1);
  });
});

describe("a reference judges its own match", () => {
  const maxChroma = (image: Raster) => {
    let most = 0;
    for (let y = 0; y < image.height; y += 4)
      for (let x = 0; x < image.width; x += 4) {
        const { a, b } = chromaAt(image, x, y);
        most = Math.max(most, Math.hypot(a, b));
      }
    return most;
  };

  it("gives no colour where its look-alikes disagree: each grey is red in one half and green in the other", () => {
    const [red, green] = [
      { a: 40, b: 20 },
      { a: -40, b: 20 },
    ];
    const [top, bottom] = [halves(60, 20, 35, 80, red, red), halves(60, 20, 35, 80, green, green)];
    const reference = { data: Uint8ClampedArray.from([...top.data, ...bottom.data]), width: 60, height: 40 };
    const grey = halves(160, 100, 30, 70);
    let share = 1;
    const out = colorize(
      grey,
      referenceHints(reference, (matched) => (share = matched)),
    );
    expect(share).toBeLessThan(LEAST_MATCHED_SHARE);
    expect(maxChroma(out)).toBeLessThan(2);
  });

  // All but the strip along the two halves' border, whose wider region mixes both and is like neither half of the reference.
  it("colours where its look-alikes agree, and says it matched nearly the whole photo", () => {
    const reference = halves(60, 40, 35, 80, { a: 40, b: 30 }, { a: -10, b: -35 });
    let share = 0;
    colorize(
      halves(160, 100, 30, 70),
      referenceHints(reference, (matched) => (share = matched)),
    );
    expect(share).toBeGreaterThan(0.8);
  });

  // Up close, the middle of a broad stripe is as flat as a plain area; across a sixteenth of the photo, stripes are not plain (bokeh against the side of a cup).
  it("gives no colour to a region whose texture the reference does not have, and colours the one it has", () => {
    const [width, height, stripe] = [320, 160, 24];
    const striped = (x: number) => Math.floor(x / stripe) % 2 === 0;
    const reference = { data: new Uint8ClampedArray(width * height * 4), width, height };
    const grey = { data: new Uint8ClampedArray(width * height * 4), width, height };
    for (let y = 0; y < height; y += 1)
      for (let x = 0; x < width; x += 1) {
        const at = (y * width + x) * 4;
        reference.data.set([...(striped(x) ? labToRgb(70, 40, 30) : labToRgb(20, -10, -35)), 255], at);
        // Left half: the reference's stripes; right half: plain light above, plain dark below.
        const light = x < width / 2 ? striped(x) : y < height / 2;
        grey.data.set([...labToRgb(light ? 70 : 20, 0, 0), 255], at);
      }
    const out = colorize(grey, referenceHints(reference));
    const chroma = (x: number, y: number) => Math.hypot(chromaAt(out, x, y).a, chromaAt(out, x, y).b);
    expect(chroma(36, 80)).toBeGreaterThan(20);
    expect(chroma(60, 80)).toBeGreaterThan(20);
    let most = 0;
    for (const y of [10, 30, 50, 110, 130, 150]) for (let x = width / 2 + 40; x < width - 4; x += 4) most = Math.max(most, chroma(x, y));
    expect(most).toBeLessThan(5);
  });

  // The stacked plastic cups have nothing of a sandstone façade; unjudged, they painted it magenta and cyan (−2.7 dB).
  it("colours nothing of a photo an unrelated reference matches too little", async () => {
    const { grey } = await greyPair("petra_treasury", 320);
    let share = 1;
    const out = colorize(
      grey,
      referenceHints(await corpusRaster("photos/colorful_cups_2560x1600.jpg", 320), (matched) => (share = matched)),
    );
    expect(share).toBeLessThan(LEAST_MATCHED_SHARE);
    expect(Array.from(out.data)).toEqual(Array.from(grey.data));
  });
});
