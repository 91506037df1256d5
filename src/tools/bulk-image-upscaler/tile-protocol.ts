/** Messages between the tool's worker and the tile worker nested in it. */
import type { BackendSetup, TileJob } from "../../models/esrgan/network";

export type ToTileWorker =
  | { type: "setup"; setup: BackendSetup }
  /** A model's files, sent once before the first tile that needs it. */
  | { type: "model"; model: string; files: ReadonlyMap<string, ArrayBuffer> }
  | { type: "tile"; id: number; model: string; job: TileJob };

export type FromTileWorker = { type: "done"; id: number; rgb: Uint8ClampedArray } | { type: "failed"; id: number; message: string };
