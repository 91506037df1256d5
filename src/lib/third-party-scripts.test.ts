import type { ThirdPartyConfig } from "../site-config";
import { IDLE_TIMEOUT_MS, loadThirdPartyScripts, thirdPartyScriptsFor, whenIdleOrInteraction } from "./third-party-scripts";

const NONE: ThirdPartyConfig = {
  lemonJsUrl: "https://app.lemonsqueezy.com/js/lemon.js",
  chatWidgetUrl: "",
  affiliateScriptUrl: "",
  affiliateStore: "",
};
const ALL: ThirdPartyConfig = {
  ...NONE,
  chatWidgetUrl: "https://chat.example/widget.js",
  affiliateScriptUrl: "https://affiliate.example/affiliate.js",
  affiliateStore: "pixelbatch",
};

describe("thirdPartyScriptsFor", () => {
  test("nothing when nothing is configured (Lemon.js is loaded by the buy buttons, not here)", () => {
    expect(thirdPartyScriptsFor("/", NONE)).toEqual([]);
    expect(thirdPartyScriptsFor("/pricing/", NONE)).toEqual([]);
  });

  test("the configured chat widget and affiliate script, with the affiliate snippet's store global", () => {
    expect(thirdPartyScriptsFor("/pricing/", ALL)).toEqual([
      { name: "chat", src: "https://chat.example/widget.js", globals: {} },
      {
        name: "affiliate",
        src: "https://affiliate.example/affiliate.js",
        globals: { lemonSqueezyAffiliateConfig: { store: "pixelbatch" } },
      },
    ]);
    expect(thirdPartyScriptsFor("/", { ...ALL, chatWidgetUrl: "", affiliateStore: "" })).toEqual([
      { name: "affiliate", src: "https://affiliate.example/affiliate.js", globals: {} },
    ]);
  });

  test("none on cross-origin isolated tool pages, which would block them", () => {
    expect(thirdPartyScriptsFor("/tools/bulk-flip-image/", ALL)).toEqual([]);
    expect(thirdPartyScriptsFor("/tools/bulk-image-converter/convert-to-png/", ALL)).toEqual([]);
    expect(thirdPartyScriptsFor("/tools/", ALL)).toHaveLength(2);
  });
});

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

describe("loadThirdPartyScripts", () => {
  test("sets each script's globals before loading it, and a failed load is only logged", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const seen: unknown[] = [];
    const load = jest.fn(async (src: string) => {
      seen.push((window as unknown as { lemonSqueezyAffiliateConfig?: unknown }).lemonSqueezyAffiliateConfig);
      if (src.includes("chat")) throw new Error("blocked");
    });
    await loadThirdPartyScripts(thirdPartyScriptsFor("/", ALL), window, load);
    expect(load.mock.calls.map(([src]) => src)).toEqual(["https://chat.example/widget.js", "https://affiliate.example/affiliate.js"]);
    expect(seen[1]).toEqual({ store: "pixelbatch" });
    expect(warn).toHaveBeenCalledWith("The chat script did not load", expect.any(Error));
    warn.mockRestore();
  });
});
