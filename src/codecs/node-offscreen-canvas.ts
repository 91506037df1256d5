/**
 * OffscreenCanvas and ImageData on Node, from @napi-rs/canvas (Skia, the browser's own 2D engine), for
 * the tool code that draws in the browser's workers (blurs, resampling, annotations): installed on a
 * runner process or in a test, that code runs on Node as it is instead of in a second, drifting copy.
 * Node only: no page or worker imports it.
 */
import { Canvas, ImageData } from "@napi-rs/canvas";

class NodeOffscreenCanvas extends Canvas {
  constructor(width: number, height: number) {
    super(Math.max(1, width), Math.max(1, height));
  }
}

/** Puts the two classes on this process's globals, where the browser has them. */
export function installOffscreenCanvas(): void {
  const scope = globalThis as Record<string, unknown>;
  scope.OffscreenCanvas ??= NodeOffscreenCanvas;
  scope.ImageData ??= ImageData;
}
