/**
 * A worker's reusable pixel memory. Each job gets a lease; the buffers it takes come back to the
 * worker when the job ends, for the next jobs, and a new buffer is sized by the largest image so far,
 * so one buffer soon serves every photo of a batch. A worker may run two jobs at once (the next file
 * decodes while this one encodes), each with its own lease, so no two jobs ever share a buffer.
 */
import type { PixelBuffers } from "../../domain/tool";

/** Buffers kept beyond what is lent out: two jobs at once, each with a decode and the image resized from it. */
const KEPT = 4;

export interface Lease extends PixelBuffers {
  /** Returns the lease's buffers to the worker; what was taken must not be used after. */
  release(): void;
}

export class PixelPool {
  private free: ArrayBuffer[] = [];
  private largest = 0;

  lease(): Lease {
    const taken: ArrayBuffer[] = [];
    return {
      take: (length) => {
        const buffer = this.acquire(length);
        taken.push(buffer);
        return new Uint8ClampedArray(buffer, 0, length);
      },
      release: () => {
        for (const buffer of taken.splice(0)) this.giveBack(buffer);
      },
    };
  }

  /** Bytes held for reuse, not lent out. */
  get idleBytes(): number {
    return this.free.reduce((sum, buffer) => sum + buffer.byteLength, 0);
  }

  private acquire(length: number): ArrayBuffer {
    this.largest = Math.max(this.largest, length);
    // The smallest free buffer that fits, so a large one stays for a large image.
    let best = -1;
    for (const [index, buffer] of this.free.entries()) {
      if (buffer.byteLength >= length && (best < 0 || buffer.byteLength < this.free[best]!.byteLength)) best = index;
    }
    if (best >= 0) return this.free.splice(best, 1)[0]!;
    return new ArrayBuffer(this.largest);
  }

  private giveBack(buffer: ArrayBuffer): void {
    this.free.push(buffer);
    // Buffers outgrown by a larger image go first.
    this.free.sort((a, b) => b.byteLength - a.byteLength);
    this.free.length = Math.min(this.free.length, KEPT);
  }
}
