/**
 * OxiPNG's threaded build started once per worker, and awaited before the first PNG. @jsquash/oxipng's
 * own `init()` sets its flag only after an await, so two `optimise()` calls in one turn each start an
 * instance with a pool; in a fresh Firefox worker one of the two then fails ("`unwrap_throw`
 * failed"), and so does every later PNG of that worker (10 of 10 workers).
 */
import type * as Oxipng from "@jsquash/oxipng/optimise";

let started: Promise<typeof Oxipng> | null = null;

export function oxipngStarted(): Promise<typeof Oxipng> {
  started ??= import("@jsquash/oxipng/optimise").then(async (codec) => {
    await codec.init();
    return codec;
  });
  return started;
}
