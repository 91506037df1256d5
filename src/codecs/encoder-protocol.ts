/** Messages between a tool's worker and its encoder worker (encoder.worker.ts). */
import type { EncodeOptions as AvifOptions } from "@jsquash/avif/meta";
import type { OptimiseOptions } from "@jsquash/oxipng/meta";

export type ThreadedEncode =
  { codec: "avif"; options: Partial<AvifOptions> & { bitDepth?: 8 } } | { codec: "png"; options: Partial<OptimiseOptions> };

export type EncoderRequest = ThreadedEncode & { id: number; pixels: Uint8ClampedArray<ArrayBuffer>; width: number; height: number };

export type EncoderReply = { id: number; bytes: ArrayBuffer; error?: undefined } | { id: number; error: string; bytes?: undefined };
