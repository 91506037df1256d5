import { IDLE_TIMEOUT_MS, whenIdle, whenIdleOrInteraction } from "./idle";

/** A window stand-in whose load state, idle callback and events the test drives. */
function fakeWindow(readyState: DocumentReadyState, withIdle = true) {
  const target = new EventTarget();
  let idle: (() => void) | null = null;
  const win = {
    document: { readyState },
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    setTimeout: window.setTimeout.bind(window),
    clearTimeout: window.clearTimeout.bind(window),
    requestIdleCallback: withIdle
      ? jest.fn((callback: () => void) => {
          idle = callback;
          return 7;
        })
      : undefined,
    cancelIdleCallback: jest.fn(),
  };
  return { win, target, runIdle: () => idle?.() };
}

describe("whenIdleOrInteraction", () => {
  test("on a loaded page, runs when the browser is idle (with a timeout for busy pages)", () => {
    const { win, runIdle } = fakeWindow("complete");
    const callback = jest.fn();
    whenIdleOrInteraction(win as never, callback);
    expect(win.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: IDLE_TIMEOUT_MS });
    expect(callback).not.toHaveBeenCalled();
    runIdle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  test("a page still loading waits for its load event before asking for idle time", () => {
    const { win, target, runIdle } = fakeWindow("interactive");
    const callback = jest.fn();
    whenIdleOrInteraction(win as never, callback);
    expect(win.requestIdleCallback).not.toHaveBeenCalled();
    target.dispatchEvent(new Event("load"));
    runIdle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  test.each(["pointerdown", "keydown", "touchstart", "scroll", "wheel"])("a first %s runs it at once, and only once", (type) => {
    const { win, target, runIdle } = fakeWindow("interactive");
    const callback = jest.fn();
    whenIdleOrInteraction(win as never, callback);
    target.dispatchEvent(new Event(type));
    target.dispatchEvent(new Event("keydown"));
    target.dispatchEvent(new Event("load"));
    runIdle();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  test("without requestIdleCallback it runs right after the load", () => {
    jest.useFakeTimers();
    const { win } = fakeWindow("complete", false);
    const callback = jest.fn();
    whenIdleOrInteraction(win as never, callback);
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    jest.useRealTimers();
  });

  test("cancel stops it for good", () => {
    const { win, target, runIdle } = fakeWindow("complete");
    const callback = jest.fn();
    whenIdleOrInteraction(win as never, callback)();
    expect(win.cancelIdleCallback).toHaveBeenCalledWith(7);
    target.dispatchEvent(new Event("pointerdown"));
    runIdle();
    expect(callback).not.toHaveBeenCalled();
  });
});

describe("whenIdle", () => {
  test("waits for idle time even when the visitor interacts first", () => {
    const { win, target, runIdle } = fakeWindow("complete");
    const callback = jest.fn();
    whenIdle(win as never, callback);
    target.dispatchEvent(new Event("pointerdown"));
    expect(callback).not.toHaveBeenCalled();
    runIdle();
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
