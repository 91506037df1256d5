/**
 * The bound on model work in flight: a burst of upscales on a pool with more runners than model
 * slots never runs more than the bound at once, while a plain action still gets a runner of its own.
 * Counted from the pool itself at each start and finish, never by timing.
 */
import assert from "node:assert/strict";
import { after, test } from "node:test";
import sharp from "sharp";
import { RunnerPool } from "../processing/runner-pool";
import { parseParameters } from "../tasks/actions";

const pool = new RunnerPool({ size: 3, modelSlots: 1, memoryMb: 3072 });
after(() => pool.close());

test("a burst of upscales runs one at a time beside a compress", async () => {
  const bytes = await sharp({ create: { width: 24, height: 16, channels: 3, background: "#3a7" } })
    .png()
    .toBuffer();
  const photo = { bytes, name: "green.png", type: "image/png" };
  const signal = new AbortController().signal;
  const settings = (action: string, parameters: object) => {
    const parsed = parseParameters(action, parameters);
    assert.ok(parsed.ok);
    return parsed.settings;
  };
  const upscale = settings("upscale", { scale: "2", format: "png" });
  const modelsSeen: number[] = [];
  const upscales = [1, 2, 3].map(() =>
    pool.run("upscale", photo, upscale, signal).then((result) => {
      modelsSeen.push(pool.inFlight().models);
      return result;
    }),
  );
  const compress = pool.run("compress", photo, settings("compress", {}), signal);
  assert.deepEqual(pool.inFlight(), { all: 2, models: 1 }, "one upscale and the compress start; two upscales wait");
  await compress;
  const results = await Promise.all(upscales);
  // After each of the first two upscales, the next took its slot; after the last, none is left.
  assert.deepEqual(modelsSeen, [1, 1, 0]);
  for (const result of results) assert.equal(result.files[0]?.width, 48);
});
