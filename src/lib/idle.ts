/**
 * Work a page can put off until it has loaded and the browser is idle, so it does not add to the
 * start-up the visitor waits through: third-party scripts, metrics, records kept for later.
 */
const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "scroll", "wheel"] as const;

/** How long to wait for an idle moment after the page has loaded before going ahead anyway. */
export const IDLE_TIMEOUT_MS = 5_000;

type IdleWindow = Pick<Window, "addEventListener" | "removeEventListener" | "setTimeout" | "clearTimeout"> & {
  document: Pick<Document, "readyState">;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * Runs `callback` once: at the first interaction, or when the browser is idle after the page's
 * load event. Returns a cancel function.
 */
export function whenIdleOrInteraction(win: IdleWindow, callback: () => void, interactions: readonly string[] = INTERACTIONS): () => void {
  let done = false;
  let idleId: number | null = null;
  let timerId: number | null = null;
  const cleanup = () => {
    for (const type of interactions) win.removeEventListener(type, run, true);
    win.removeEventListener("load", waitForIdle);
    if (idleId !== null) win.cancelIdleCallback?.(idleId);
    if (timerId !== null) win.clearTimeout(timerId);
  };
  function run() {
    if (done) return;
    done = true;
    cleanup();
    callback();
  }
  function waitForIdle() {
    if (win.requestIdleCallback) idleId = win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else timerId = win.setTimeout(run, 1);
  }
  for (const type of interactions) win.addEventListener(type, run, { capture: true, passive: true, once: true });
  if (win.document.readyState === "complete") waitForIdle();
  else win.addEventListener("load", waitForIdle, { once: true });
  return () => {
    done = true;
    cleanup();
  };
}

/** Runs `callback` once when the browser is idle after the page's load event, whatever the visitor does meanwhile. */
export function whenIdle(win: IdleWindow, callback: () => void): () => void {
  return whenIdleOrInteraction(win, callback, []);
}
