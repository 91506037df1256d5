/**
 * When the recent-purchase toast appears (spec §9): the sales feed is fetched after 5 s, the first
 * toast shows 1 s later, then a new one every 16 s, each for 12 s. Timers are passed in, so the
 * same code runs under Jest's and Playwright's fake clocks.
 */
import { PRICING_PATH } from "./header-links";
import { normalizePath } from "./paths";

export const TOAST_TIMING = {
  /** The feed is fetched this long after the page starts, out of the way of the page's own loading. */
  loadAfterMs: 5_000,
  /** The first toast, 1 s after the fetch started. */
  firstShowMs: 5_000 + 1_000,
  /** From one toast's appearance to the next. */
  intervalMs: 16_000,
  /** How long each toast stays. */
  visibleMs: 12_000,
} as const;

export type ToastTiming = { [K in keyof typeof TOAST_TIMING]: number };

export interface Timers {
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
}

export interface ToastEvents {
  /** Time to fetch the feed. */
  load(): void;
  /** The n-th toast (from 0) appears. */
  show(index: number): void;
  hide(): void;
}

/** Runs the schedule until the returned stop function is called. */
export function scheduleToasts(timers: Timers, events: ToastEvents, timing: ToastTiming = TOAST_TIMING): () => void {
  const pending = new Set<number>();
  const after = (ms: number, run: () => void) => {
    const id = timers.setTimeout(() => {
      pending.delete(id);
      run();
    }, ms);
    pending.add(id);
  };
  const appear = (index: number) => {
    events.show(index);
    after(timing.visibleMs, () => events.hide());
    after(timing.intervalMs, () => appear(index + 1));
  };
  after(timing.loadAfterMs, () => events.load());
  after(timing.firstShowMs, () => appear(0));
  return () => {
    for (const id of pending) timers.clearTimeout(id);
    pending.clear();
  };
}

/** Spec §9: on the pricing page for everyone, elsewhere only for visitors without a license. */
export function toastAllowed(pathname: string, visitor: { hasLicense: boolean }): boolean {
  return normalizePath(pathname) === PRICING_PATH || !visitor.hasLicense;
}
