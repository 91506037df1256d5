import { readDeviceInfo } from "./device-info";
import { firstVisitRecord, recordFirstVisit, type VisitContext } from "./first-visit";
import { STORAGE_KEYS } from "./storage-keys";

const device = {
  ...(readDeviceInfo() as object),
  label: "Linux Chrome",
  resolution: "1280x720",
  timezone: "Europe/Paris",
  cpu: 4,
} as ReturnType<typeof readDeviceInfo>;

const context = (overrides: Partial<VisitContext> = {}): VisitContext => ({
  referrer: "https://www.example.com/search?q=bulk+image+tools",
  pathname: "/tools/bulk-flip-image/",
  now: new Date("2026-03-01T10:20:30.000Z"),
  device,
  ...overrides,
});

describe("firstVisitRecord", () => {
  test("holds referrer, time, pathname, OS/browser, resolution, time zone and cpu", () => {
    expect(firstVisitRecord(context())).toEqual({
      referrer: "https://www.example.com/search?q=bulk+image+tools",
      time: "2026-03-01T10:20:30.000Z",
      pathname: "/tools/bulk-flip-image/",
      os_browser: "Linux Chrome",
      resolution: "1280x720",
      timezone: "Europe/Paris",
      cpu: 4,
    });
  });

  test("cuts the referrer to 100 characters and the pathname to 300", () => {
    const record = firstVisitRecord(context({ referrer: `https://a.example/${"r".repeat(200)}`, pathname: `/${"p".repeat(400)}` }));
    expect(record.referrer).toHaveLength(100);
    expect(record.referrer.startsWith("https://a.example/rrr")).toBe(true);
    expect(record.pathname).toHaveLength(300);
  });

  test("leaves the device fields empty when there is no device record", () => {
    expect(firstVisitRecord(context({ device: {}, referrer: "" }))).toMatchObject({
      referrer: "",
      os_browser: "",
      resolution: "",
      timezone: "",
      cpu: null,
    });
  });
});

describe("recordFirstVisit", () => {
  beforeEach(() => window.localStorage.clear());

  test("stores the record once: a later visit does not overwrite it", () => {
    expect(recordFirstVisit(window.localStorage, context())).toBe(true);
    const stored = window.localStorage.getItem(STORAGE_KEYS.firstVisit);
    expect(JSON.parse(stored!)).toMatchObject({ pathname: "/tools/bulk-flip-image/" });
    expect(recordFirstVisit(window.localStorage, context({ pathname: "/pricing/", now: new Date() }))).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.firstVisit)).toBe(stored);
  });

  test("does nothing without storage and logs a refused write", () => {
    expect(recordFirstVisit(null, context())).toBe(false);
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(recordFirstVisit(full, context())).toBe(false);
    expect(warn).toHaveBeenCalledWith("First visit: could not store it", expect.any(Error));
    warn.mockRestore();
  });
});
