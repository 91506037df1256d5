/**
 * Whether createImageBitmap's `colorSpaceConversion: "none"` hands back a JPEG's values as coded. A
 * JPEG whose ICC profile goes to the output must keep them: WebKit ignores "none" and converts to sRGB
 * anyway, and the profile carried with those values would convert them a second time wherever the
 * output is shown (an Adobe RGB photo comes out washed out). No property tells, so a small Display P3
 * JPEG is decoded both ways, once per worker; where both come out the same, the output is written in
 * sRGB without the profile, which shows the colours the visitor saw.
 */
import { canvasOf } from "./image";

/** An 8 × 8 JPEG of one colour with Display P3's profile (sharp's "p3"): P3 (187, 106, 63), sRGB (200, 101, 52). */
const P3_JPEG =
  "/9j/4gHwSUNDX1BST0ZJTEUAAQEAAAHgbGNtcwQgAABtbnRyUkdCIFhZWiAH4gADABQACQAOAB1hY3NwTVNGVAAAAABzYXdzY3RybAAAAAAAAAAAAAAAAAAA9tYAAQAAAADTLWhhbmSC4qhyi4o/9yU+uZLuJNauAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAApkZXNjAAAA/AAAACRjcHJ0AAABIAAAACJ3dHB0AAABRAAAABRjaGFkAAABWAAAACxyWFlaAAABhAAAABRnWFlaAAABmAAAABRiWFlaAAABrAAAABRyVFJDAAABwAAAACBnVFJDAAABwAAAACBiVFJDAAABwAAAACBtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUAAzAENtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAYAAAAcAEMAQwAwAABYWVogAAAAAAAA9tYAAQAAAADTLXNmMzIAAAAAAAEMQgAABd7///MlAAAHkwAA/ZD///uh///+TgAAA5oAAMAUWFlaIAAAAAAAAIPfAAA9vwAAAABYWVogAAAAAAAASr8AALE3AAAKtVhZWiAAAAAAAAAoOAAAEQoAAMh4cGFyYQAAAAAAAwAAAAJmaQAA8qcAAA1ZAAAT0AAAClv/2wBDAAMCAgMCAgMDAwMEAwMEBQgFBQQEBQoHBwYIDAoMDAsKCwsNDhIQDQ4RDgsLEBYQERMUFRUVDA8XGBYUGBIUFRT/2wBDAQMEBAUEBQkFBQkUDQsNFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBT/wAARCAAIAAgDAREAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAABP/EABQQAQAAAAAAAAAAAAAAAAAAAAD/xAAUAQEAAAAAAAAAAAAAAAAAAAAH/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAwDAQACEQMRAD8AOIjq/9k=";

/** The coded values differ from the converted ones by this much on some channel where "none" is honoured (13 on red here). */
const KEPT_DIFFERENCE = 6;

/** Whether the first pixels of the two decodes differ as a kept and a converted colour do. */
export function valuesDiffer(converted: ArrayLike<number>, kept: ArrayLike<number>): boolean {
  return [0, 1, 2].some((channel) => Math.abs((converted[channel] as number) - (kept[channel] as number)) >= KEPT_DIFFERENCE);
}

async function firstPixel(file: Blob, conversion: ColorSpaceConversion): Promise<Uint8ClampedArray> {
  const bitmap = await createImageBitmap(file, { colorSpaceConversion: conversion });
  const context = canvasOf(1, 1);
  context.drawImage(bitmap, 0, 0, 1, 1, 0, 0, 1, 1);
  bitmap.close();
  return context.getImageData(0, 0, 1, 1).data;
}

let verdict: Promise<boolean> | null = null;

/** Whether this worker's decoder keeps a JPEG's own colour space when asked (false where it cannot be told). */
export function decoderKeepsColourSpace(): Promise<boolean> {
  verdict ??= (async () => {
    const file = new Blob([Uint8Array.from(atob(P3_JPEG), (char) => char.charCodeAt(0))], { type: "image/jpeg" });
    return valuesDiffer(await firstPixel(file, "default"), await firstPixel(file, "none"));
  })().catch(() => false);
  return verdict;
}
