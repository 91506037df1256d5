import sharp from "sharp";
import path from "node:path";
import { corpusDir } from "../../test-utils/corpus";
import { nodeFaceModels, rasterOfImage } from "../../test-utils/tfjs-node";
import { groupDetections, type ScoredBox } from "./boxes";
import { resampleRaster } from "./crop";
import { fullRangeBoxes, type Mirror, VIEWS } from "./full-range";
import { planLevels } from "./tiling";

jest.setTimeout(60_000);

type Found = { faces: ScoredBox[]; tiles: number };
const searches = new Map<string, Promise<Found>>();

/** The faces a search keeping a mean score of 0.5 finds, and the tiles it looked at (a tile seen both ways counts 1). */
function search(file: string, mirror: Mirror): Promise<Found> {
  const key = `${file} ${mirror}`;
  if (!searches.has(key)) searches.set(key, runSearch(file, mirror));
  return searches.get(key) as Promise<Found>;
}

async function runSearch(file: string, mirror: Mirror): Promise<Found> {
  const raster = await rasterOfImage(sharp(path.join(corpusDir(), file)).modulate({ saturation: 0 }));
  const levels = planLevels(raster.width, raster.height, {
    inputSize: 192,
    smallestDetectable: 16,
    smallestFace: 0.03 * Math.min(raster.width, raster.height),
    maxLevelRatio: 2,
    overlapSlack: 1.25,
  });
  let tiles = 0;
  const look = {
    network: (await nodeFaceModels()).detectors.fullRange,
    raster,
    signal: new AbortController().signal,
    onWork: (work: number) => (tiles += work),
  };
  const boxes = await fullRangeBoxes(look, levels, 0.25, resampleRaster, mirror);
  return { faces: groupDetections(boxes, VIEWS).filter((face) => face.score >= 0.5), tiles };
}

describe("fullRangeBoxes looking mirrored only where it saw a box", () => {
  it.each(["faces/group_three_men_800x542.jpg", "faces/group_mariachi_band_1024x680.jpg", "photos/storm_field_1920x1280.jpg"])(
    "finds the faces of every tile looked at both ways (%s)",
    async (file) => {
      expect((await search(file, "where seen")).faces).toEqual((await search(file, "every tile")).faces);
    },
  );

  it("looks at a landscape without faces at least 30 % less", async () => {
    const [everywhere, whereSeen] = [
      await search("photos/storm_field_1920x1280.jpg", "every tile"),
      await search("photos/storm_field_1920x1280.jpg", "where seen"),
    ];
    expect(everywhere.faces).toEqual([]);
    expect(whereSeen.tiles).toBeLessThan(everywhere.tiles * 0.7);
  });
});
