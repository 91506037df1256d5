/**
 * MediaPipe's full-range face detector over the plan's levels and tiles, the image as it is and
 * mirrored, run directly (its anchors decoded in anchors.ts) rather than through the Human library,
 * whose face pipeline reads this model's person head instead of its face head and has no tiling.
 */
import type * as Tf from "@tensorflow/tfjs-core";
import type { Raster } from "../../codecs/image";
import { anchorCentres, decodeRows, FULL_RANGE } from "./anchors";
import { type Box, intersection, type ViewBox } from "./boxes";
import type { Look, Network } from "./network";
import { atEachScale, browserResize, type Resize } from "./scales";
import { cutByEdge, type Level, type Point, toImage } from "./tiling";

export const FULL_RANGE_MODEL = "face-detector-full";
export const FULL_RANGE_FILE = "facemesh-detection-full.json";
/** The model's face head; "Identity_1" is its person head. */
const FACE_OUTPUT = "Identity:0";
/** Tiles per inference call: batching amortises each call's fixed cost. */
const BATCH = 8;
/** The image as it is and mirrored left to right. */
export const VIEWS = 2;
/** Input pixels from an inner tile edge within which a box counts as cut. */
const EDGE_MARGIN = 2;

const anchors = anchorCentres(FULL_RANGE);

interface TileJob {
  tile: Point;
  view: number;
}

/** The detector's input for a batch of tiles of one level: RGB scaled to −1…1, black past the level's edges. */
function batchInput(level: Raster, jobs: readonly TileJob[]): Float32Array {
  const size = FULL_RANGE.inputSize;
  const input = new Float32Array(jobs.length * size * size * 3).fill(-1);
  jobs.forEach(({ tile, view }, index) => {
    const rows = Math.min(size, level.height - tile.y);
    const columns = Math.min(size, level.width - tile.x);
    for (let y = 0; y < rows; y += 1) {
      let from = ((tile.y + y) * level.width + tile.x) * 4;
      for (let x = 0; x < columns; x += 1, from += 4) {
        const column = view === 1 ? size - 1 - x : x;
        const to = ((index * size + y) * size + column) * 3;
        input[to] = (level.data[from] as number) / 127.5 - 1;
        input[to + 1] = (level.data[from + 1] as number) / 127.5 - 1;
        input[to + 2] = (level.data[from + 2] as number) / 127.5 - 1;
      }
    }
  });
  return input;
}

/** The boxes a batch of tiles of one level finds, in image pixels; a box cut by an inner tile edge is left to the tile that sees it whole. */
async function detectInBatch(
  { tf, model }: Network,
  level: Level,
  pixels: Raster,
  jobs: readonly TileJob[],
  minScore: number,
): Promise<ViewBox[]> {
  const size = FULL_RANGE.inputSize;
  const input = tf.tensor4d(batchInput(pixels, jobs), [jobs.length, size, size, 3]);
  const output = model.execute(input, FACE_OUTPUT) as Tf.Tensor;
  input.dispose();
  const rows = (await output.data()) as Float32Array;
  output.dispose();
  const perTile = rows.length / jobs.length;
  return jobs.flatMap(({ tile, view }, index) =>
    decodeRows(rows.subarray(index * perTile, (index + 1) * perTile), anchors, FULL_RANGE, minScore)
      .map((box) => (view === 1 ? { ...box, x: size - box.x - box.width } : box))
      .filter((box) => !cutByEdge(box, { ...tile, width: size, height: size }, level, EDGE_MARGIN))
      .map((box) => ({ ...toImage(box, tile, level.scale), view })),
  );
}

/**
 * Which tiles are also looked at mirrored: every one, or only those overlapping a box the image as
 * it is showed at this level or a coarser one. The second is for a search that keeps only faces
 * scoring a mean of 0.5 or more over the two views from candidates of 0.25 or more: a face needs a
 * box in the image as it is, so a mirrored look where it saw nothing cannot add one.
 */
export type Mirror = "every tile" | "where seen";

/** Every box the detector scores `minScore` or more, in image pixels, each with its view; work is counted in tiles. */
export function fullRangeBoxes(
  { network, raster, signal, onWork }: Look,
  levels: readonly Level[],
  minScore: number,
  resize: Resize = browserResize,
  mirror: Mirror = "every tile",
): Promise<ViewBox[]> {
  const seen: Box[] = [];
  return atEachScale(
    raster,
    levels,
    async (pixels, level) => {
      const found: ViewBox[] = [];
      const look = async (jobs: readonly TileJob[]) => {
        for (let start = 0; start < jobs.length; start += BATCH) {
          signal.throwIfAborted();
          const batch = jobs.slice(start, start + BATCH);
          found.push(...(await detectInBatch(network, level, pixels, batch, minScore)));
          onWork(batch.length / VIEWS);
        }
      };
      if (mirror === "every tile") {
        await look(level.tiles.flatMap((tile) => Array.from({ length: VIEWS }, (_, view) => ({ tile, view }))));
        return found;
      }
      await look(level.tiles.map((tile) => ({ tile, view: 0 })));
      seen.push(...found);
      const size = FULL_RANGE.inputSize / level.scale;
      const mirrored = level.tiles.filter((tile) =>
        seen.some((box) => intersection(box, { x: tile.x / level.scale, y: tile.y / level.scale, width: size, height: size }) > 0),
      );
      await look(mirrored.map((tile) => ({ tile, view: 1 })));
      return found;
    },
    resize,
  );
}
