import { type DeviceScope, deviceLabelOf, readDeviceInfo, storedDeviceInfo, timeZoneOf } from "./device-info";
import { STORAGE_KEYS } from "./storage-keys";

const MAC_SAFARI = "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";

function scope(overrides: Partial<Record<keyof Navigator, unknown>> = {}, screen: Partial<Screen> = {}): DeviceScope {
  const nav = {
    userAgent: MAC_SAFARI,
    maxTouchPoints: 0,
    hardwareConcurrency: 8,
    language: "en-GB",
    languages: ["en-GB", "de"],
    ...overrides,
  };
  const win = {
    screen: { availWidth: 1440, availHeight: 875, width: 1440, height: 900, colorDepth: 30, ...screen } as Screen,
    devicePixelRatio: 2,
  };
  return { window: win, navigator: nav as unknown as Navigator };
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

afterEach(() => jest.restoreAllMocks());

describe("timeZoneOf", () => {
  test("asks Temporal where there is one, else Intl.DateTimeFormat", () => {
    const withTemporal = { ...globalThis, Temporal: { Now: { timeZoneId: () => "Europe/Berlin" } } };
    expect(timeZoneOf(withTemporal as never)).toBe("Europe/Berlin");
    expect(timeZoneOf({ ...globalThis, Temporal: undefined } as never)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});

describe("readDeviceInfo", () => {
  test("reads the label, lower-case names, flags, resolution, time zone, cpu and a fingerprint", () => {
    const info = readDeviceInfo(scope());
    expect(info).toEqual({
      label: "Mac Safari",
      os: "mac",
      browser: "safari",
      isWindows: false,
      isMac: true,
      isLinux: false,
      isAndroid: false,
      isIOS: false,
      isChrome: false,
      isSafari: true,
      resolution: "1440x875",
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      cpu: 8,
      fingerprint: expect.stringMatching(/^[0-9a-f]{28}$/),
    });
  });

  test("sets the flag of each OS and browser", () => {
    const windowsChrome = readDeviceInfo(
      scope({ userAgent: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36" }),
    );
    expect(windowsChrome).toMatchObject({ isWindows: true, isMac: false, isChrome: true, isSafari: false, label: "Windows Chrome" });
    expect(readDeviceInfo(scope({ userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0" }))).toMatchObject({
      isLinux: true,
      isChrome: false,
      isSafari: false,
      browser: "firefox",
    });
    expect(readDeviceInfo(scope({ maxTouchPoints: 5 }))).toMatchObject({ isIOS: true, isMac: false, label: "iOS Safari" });
    expect(
      readDeviceInfo(scope({ userAgent: "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36" })),
    ).toMatchObject({ isAndroid: true, isLinux: false, isChrome: true });
  });

  test("the label is random for an unknown device", () => {
    expect(readDeviceInfo(scope({ userAgent: "" }))).toMatchObject({ label: "random", os: "unknown", browser: "unknown" });
  });

  test("the fingerprint follows the device: the same for the same device, another for another screen", () => {
    const first = readDeviceInfo(scope());
    expect(readDeviceInfo(scope())).toEqual(first);
    expect(readDeviceInfo(scope({}, { width: 1920 }))).not.toMatchObject({ fingerprint: (first as { fingerprint: string }).fingerprint });
  });

  test("is an empty record without a window or a navigator", () => {
    expect(readDeviceInfo({})).toEqual({});
    expect(readDeviceInfo({ navigator: scope().navigator })).toEqual({});
    expect(readDeviceInfo({ window: scope().window })).toEqual({});
  });

  test("a read that throws is logged and gives an empty value, the rest is still read", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const broken = scope();
    Object.defineProperty(broken.navigator, "hardwareConcurrency", {
      get: () => {
        throw new Error("blocked");
      },
    });
    Object.defineProperty(broken.window!, "screen", {
      get: () => {
        throw new Error("blocked");
      },
    });
    const info = readDeviceInfo(broken);
    expect(info).toMatchObject({ label: "Mac Safari", cpu: null, resolution: "", fingerprint: expect.stringMatching(/^[0-9a-f]{28}$/) });
    expect(warn).toHaveBeenCalledWith("Device information: could not read the processor count", expect.any(Error));
    expect(warn).toHaveBeenCalledWith("Device information: could not read the screen size", expect.any(Error));
  });

  test("reads the jsdom window by default", () => {
    expect(readDeviceInfo()).toHaveProperty("label");
  });
});

describe("storedDeviceInfo", () => {
  test("stores the record on the first call and returns the stored one afterwards", () => {
    const storage = memoryStorage();
    const first = storedDeviceInfo(storage, scope());
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.device)!)).toEqual(first);
    // Another screen later: the stored record (and its fingerprint) stays.
    expect(storedDeviceInfo(storage, scope({}, { width: 1920, availWidth: 1920 }))).toEqual(first);
  });

  test("replaces a malformed stored value", () => {
    const storage = memoryStorage();
    storage.setItem(STORAGE_KEYS.device, '{"label": 3}');
    expect(storedDeviceInfo(storage, scope())).toMatchObject({ label: "Mac Safari" });
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.device)!)).toMatchObject({ label: "Mac Safari" });
  });

  test("stores nothing without a window", () => {
    const storage = memoryStorage();
    expect(storedDeviceInfo(storage, {})).toEqual({});
    expect(storage.getItem(STORAGE_KEYS.device)).toBeNull();
  });

  test("still answers when storage refuses the write", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(storedDeviceInfo(full, scope())).toMatchObject({ label: "Mac Safari" });
    expect(warn).toHaveBeenCalled();
    expect(storedDeviceInfo(null, scope())).toMatchObject({ label: "Mac Safari" });
  });
});

describe("deviceLabelOf", () => {
  test("is the record's label, or random for an empty record", () => {
    expect(deviceLabelOf(readDeviceInfo(scope()))).toBe("Mac Safari");
    expect(deviceLabelOf({})).toBe("random");
  });
});
