/** @jest-environment node */
import { createRaster, type Raster } from "../../codecs/image";
import { corpusRaster } from "../../test-utils/corpus";
import { findSky } from "./sky";

const [width, height] = [192, 128];

/** A grey raster whose lightness-like grey level is `level(x, y)` (0–255). */
function greyRaster(level: (x: number, y: number) => number): Raster {
  const raster = createRaster(width, height);
  for (let y = 0; y < height; y += 1)
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 4;
      raster.data.fill(Math.round(level(x, y)), at, at + 3);
      raster.data[at + 3] = 255;
    }
  return raster;
}

/** Texture like grass or rock: a hash, not a pattern the eye would smooth. */
const texture = (x: number, y: number) => ((x * 73856093) ^ (y * 19349663)) % 41;

describe("findSky", () => {
  it("finds a sky lighter toward its horizon over textured land", () => {
    const landscape = greyRaster((x, y) => (y < height * 0.35 ? 150 + (60 * y) / height : 60 + texture(x, y)));
    const sky = findSky(landscape);
    expect(sky).not.toBeNull();
    const share = sky!.mask.reduce((sum, value) => sum + value, 0) / sky!.mask.length;
    expect(share).toBeGreaterThan(0.25);
    expect(share).toBeLessThan(0.4);
  });

  it("takes a smooth background that runs down around the subject for a backdrop, not a sky", () => {
    // Soft light blobs everywhere (bokeh), a textured bird on a branch in the middle.
    const bokeh = greyRaster((x, y) =>
      Math.abs(x - width / 2) < 20 && y > 30 && y < 100 ? 50 + texture(x, y) : 160 + 30 * Math.sin(x / 40) * Math.cos(y / 35),
    );
    expect(findSky(bokeh)).toBeNull();
  });

  it("takes no sky from a pale backdrop beside a face", () => {
    // A pale wall behind a person from 15 % down, a textured floor from half-way: without the face it would pass for a sky.
    const studio = greyRaster((x, y) => ((Math.abs(x - width / 2) < 40 && y > height * 0.15) || y > height / 2 ? 60 + texture(x, y) : 200));
    expect(findSky(studio)).not.toBeNull();
    expect(findSky(studio, 0.15)).toBeNull();
  });

  it.each([
    ["photos/picos_de_europa_3264x2448.jpg", true],
    ["photos/skagen_beach_camera_exif_800x600.jpg", true],
    ["objects/kingfisher_on_branch_1920x1080.jpg", false],
    ["photos/garden_adobergb_icc_2560x1600.jpg", false],
  ])("%s: sky %s", async (file, expected) => {
    expect(findSky(await corpusRaster(file, 256)) !== null).toBe(expected);
  });
});
