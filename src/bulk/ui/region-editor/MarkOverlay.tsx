/**
 * The marks painted over the stage as the fill will take them (each mark in order, an erase taking
 * back what came before): red where to remove, blue where the fill may not copy from. Rasterized by
 * the worker's own code at a reduced size, and painted again only when the marks change.
 */
import { useEffect, useRef } from "react";
import { type Mark, type MarkMasks, rasterizeMarks } from "../../../lib/marks";
import * as styles from "./MarkEditor.module.css";

/** Longest side of the overlay: enough to show the marks' edges, quick to paint again after every stroke. */
const OVERLAY_SIDE = 480;
/** RGBA of a pixel to remove, and of one not to copy from (translucent, so the photo shows through). */
const REMOVE_RGBA = [230, 40, 40, 140];
const KEEP_RGBA = [30, 110, 230, 120];

/** The marks' masks at the overlay's size, which keeps the photo's aspect. */
export function overlayMasks(marks: readonly Mark[], width: number, height: number): MarkMasks {
  const scale = Math.min(1, OVERLAY_SIDE / Math.max(width, height, 1));
  return rasterizeMarks(marks, Math.max(1, Math.round(width * scale)), Math.max(1, Math.round(height * scale)));
}

export function MarkOverlay({ masks }: { masks: MarkMasks }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    // No 2D context under jsdom, nor in a browser short of canvas memory: the readout still tells the marks.
    const context = canvas.current?.getContext("2d");
    if (!context) return;
    const pixels = context.createImageData(masks.width, masks.height);
    for (let index = 0; index < masks.remove.length; index += 1) {
      const rgba = masks.remove[index] ? REMOVE_RGBA : masks.keep[index] ? KEEP_RGBA : null;
      if (rgba) pixels.data.set(rgba, index * 4);
    }
    context.putImageData(pixels, 0, 0);
  }, [masks]);
  return (
    <canvas
      ref={canvas}
      className={styles.overlay}
      width={masks.width}
      height={masks.height}
      aria-hidden="true"
      data-testid="mark-overlay"
    />
  );
}
