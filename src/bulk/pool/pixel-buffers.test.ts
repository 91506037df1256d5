import { PixelPool } from "./pixel-buffers";

describe("PixelPool", () => {
  it("lends the same memory to the next job once a job has ended", () => {
    const pool = new PixelPool();
    const first = pool.lease();
    const pixels = first.take(400);
    first.release();
    const second = pool.lease().take(400);
    expect(second.buffer).toBe(pixels.buffer);
    expect(second.length).toBe(400);
  });

  it("never lends one buffer to two jobs at once", () => {
    const pool = new PixelPool();
    const [one, two] = [pool.lease(), pool.lease()];
    expect(one.take(100).buffer).not.toBe(two.take(100).buffer);
    const again = one.take(100);
    expect(again.buffer).not.toBe(two.take(100).buffer);
  });

  it("sizes a new buffer by the largest image so far, so a smaller one later fits in it", () => {
    const pool = new PixelPool();
    const big = pool.lease();
    big.take(1000);
    const small = pool.lease().take(10);
    expect(small.buffer.byteLength).toBe(1000);
    expect(small.length).toBe(10);
    big.release();
  });

  it("keeps at most four idle buffers, the largest: two jobs' decodes and resized images", () => {
    const pool = new PixelPool();
    const leases = [10, 20, 30, 40, 50].map((length) => {
      const lease = pool.lease();
      lease.take(length);
      return lease;
    });
    for (const lease of leases) lease.release();
    expect(pool.idleBytes).toBe(50 + 40 + 30 + 20);
  });

  it("serves a second job's decode and resized image from the first job's buffers", () => {
    const pool = new PixelPool();
    const first = pool.lease();
    const buffers = [first.take(1200), first.take(770)].map((pixels) => pixels.buffer);
    first.release();
    const second = pool.lease();
    expect(new Set([second.take(1200).buffer, second.take(770).buffer])).toEqual(new Set(buffers));
  });
});
