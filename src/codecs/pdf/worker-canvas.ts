/**
 * What pdf.js needs to draw inside a Web Worker, where there is no document: canvases are
 * OffscreenCanvases, and SVG filters (transfer functions, a few soft-mask effects) are left out, as
 * pdf.js's own worker renderer (`WorkerFilterFactory` in pdf.renderer.mjs) leaves them out too.
 */
interface CanvasAndContext {
  canvas: OffscreenCanvas | null;
  context: OffscreenCanvasRenderingContext2D | null;
}

function context2d(canvas: OffscreenCanvas, options: CanvasRenderingContext2DSettings): OffscreenCanvasRenderingContext2D {
  const context = canvas.getContext("2d", options);
  if (!context) throw new Error("This browser cannot draw PDF pages off the main thread.");
  return context;
}

export class WorkerCanvasFactory {
  create(width: number, height: number): CanvasAndContext {
    if (width <= 0 || height <= 0) throw new Error("Invalid canvas size");
    const canvas = new OffscreenCanvas(width, height);
    return { canvas, context: context2d(canvas, { willReadFrequently: true }) };
  }

  reset(target: CanvasAndContext, width: number, height: number): void {
    if (!target.canvas) throw new Error("Canvas is not specified");
    target.canvas.width = width;
    target.canvas.height = height;
  }

  destroy(target: CanvasAndContext): void {
    if (target.canvas) target.canvas.width = target.canvas.height = 0;
    target.canvas = null;
    target.context = null;
  }

  getNoAlphaContext(canvas: OffscreenCanvas): OffscreenCanvasRenderingContext2D {
    return context2d(canvas, { alpha: false, willReadFrequently: true });
  }
}

/** Every filter is "none": the browser draws without it. */
export class WorkerFilterFactory {
  addFilter(): string {
    return "none";
  }
  addHCMFilter(): string {
    return "none";
  }
  addAlphaFilter(): string {
    return "none";
  }
  addLuminosityFilter(): string {
    return "none";
  }
  addKnockoutFilter(): string {
    return "none";
  }
  addHighlightHCMFilter(): string {
    return "none";
  }
  addSelectionHCMFilter(): string {
    return "none";
  }
  addSelectionFilter(): string {
    return "none";
  }
  createSelectionStyle(): null {
    return null;
  }
  destroy(): void {}
}
