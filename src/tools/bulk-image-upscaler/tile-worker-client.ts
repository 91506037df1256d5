/** The tool worker's handle on its nested tile worker (tile.worker.ts). */
import type { BackendSetup, TileJob } from "../../models/esrgan/network";
import type { FromTileWorker, ToTileWorker } from "./tile-protocol";

interface Pending {
  resolve: (rgb: Uint8ClampedArray) => void;
  reject: (error: Error) => void;
}

export class TileWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly models = new Set<string>();
  private nextId = 0;
  /** The worker died (out of memory, a crash): a new one must take its place. */
  broken = false;

  constructor(setup: BackendSetup) {
    this.worker = new Worker(new URL("./tile.worker.ts", import.meta.url), { type: "module", name: "upscaler-tiles" });
    this.worker.onmessage = (event: MessageEvent<FromTileWorker>) => {
      const message = event.data;
      const pending = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.type === "done") pending?.resolve(message.rgb);
      else pending?.reject(new Error(message.message));
    };
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.broken = true;
      this.failAll(new Error(`the second upscaling worker stopped${event.message ? `: ${event.message}` : ""}`));
    };
    this.post({ type: "setup", setup });
  }

  /** Has the worker build a model's network, once, ahead of its tiles. */
  load(model: string, files: ReadonlyMap<string, ArrayBuffer>): void {
    if (this.models.has(model)) return;
    this.models.add(model);
    this.post({ type: "model", model, files });
  }

  /** Upscales a tile there; the job's input buffer moves to the worker. */
  run(model: string, files: ReadonlyMap<string, ArrayBuffer>, job: TileJob): Promise<Uint8ClampedArray> {
    this.load(model, files);
    const id = this.nextId;
    this.nextId += 1;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.post({ type: "tile", id, model, job }, [job.input.buffer]);
    });
  }

  terminate(): void {
    this.worker.terminate();
    this.failAll(new Error("the upscaling was stopped"));
  }

  private post(message: ToTileWorker, transfer: Transferable[] = []): void {
    this.worker.postMessage(message, transfer);
  }

  private failAll(error: Error): void {
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}
