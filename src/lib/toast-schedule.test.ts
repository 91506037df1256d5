import { scheduleToasts, TOAST_TIMING, toastAllowed, type ToastEvents } from "./toast-schedule";

function recorder() {
  const log: string[] = [];
  const start = Date.now();
  const at = (what: string) => log.push(`${Date.now() - start} ${what}`);
  const events: ToastEvents = { load: () => at("load"), show: (index) => at(`show ${index}`), hide: () => at("hide") };
  return { log, events };
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe("scheduleToasts", () => {
  test("the timing constants are those of spec §9", () => {
    expect(TOAST_TIMING).toEqual({ loadAfterMs: 5000, firstShowMs: 6000, intervalMs: 16000, visibleMs: 12000 });
  });

  test("loads at 5 s, shows at 5 s + 1 s, then every 16 s, each time for 12 s", () => {
    const { log, events } = recorder();
    scheduleToasts(window, events);
    jest.advanceTimersByTime(60_000);
    expect(log).toEqual([
      "5000 load",
      "6000 show 0",
      "18000 hide",
      "22000 show 1",
      "34000 hide",
      "38000 show 2",
      "50000 hide",
      "54000 show 3",
    ]);
  });

  test("nothing happens before 5 s", () => {
    const { log, events } = recorder();
    scheduleToasts(window, events);
    jest.advanceTimersByTime(4999);
    expect(log).toEqual([]);
  });

  test("stop cancels every pending step, including the hide of a toast on screen", () => {
    const { log, events } = recorder();
    const stop = scheduleToasts(window, events);
    jest.advanceTimersByTime(7000);
    stop();
    jest.advanceTimersByTime(120_000);
    expect(log).toEqual(["5000 load", "6000 show 0"]);
    expect(jest.getTimerCount()).toBe(0);
  });

  test("stop before the start leaves no timer behind", () => {
    const { log, events } = recorder();
    scheduleToasts(window, events)();
    jest.advanceTimersByTime(60_000);
    expect(log).toEqual([]);
    expect(jest.getTimerCount()).toBe(0);
  });

  test("takes other timings", () => {
    const { log, events } = recorder();
    scheduleToasts(window, events, { loadAfterMs: 0, firstShowMs: 10, intervalMs: 100, visibleMs: 50 });
    jest.advanceTimersByTime(210);
    expect(log).toEqual(["0 load", "10 show 0", "60 hide", "110 show 1", "160 hide", "210 show 2"]);
  });
});

describe("toastAllowed", () => {
  test("on the pricing page for everyone", () => {
    expect(toastAllowed("/pricing/", { hasLicense: true })).toBe(true);
    expect(toastAllowed("/pricing", { hasLicense: false })).toBe(true);
  });

  test("elsewhere only for visitors without a license", () => {
    expect(toastAllowed("/", { hasLicense: false })).toBe(true);
    expect(toastAllowed("/tools/bulk-flip-image/", { hasLicense: false })).toBe(true);
    expect(toastAllowed("/", { hasLicense: true })).toBe(false);
    expect(toastAllowed("/tools/bulk-flip-image/", { hasLicense: true })).toBe(false);
  });
});
