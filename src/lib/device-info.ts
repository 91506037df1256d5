/**
 * The device-information record of spec §3. The license feature sends its label as the
 * instance_name of an activation, and the first-visit record copies some of its fields.
 */
import { fingerprintOf } from "./fingerprint";
import { STORAGE_KEYS } from "./storage-keys";
import { type BrowserName, deviceLabel, type OsName, parseUserAgent, UNKNOWN_DEVICE_LABEL } from "./user-agent";
import { parseJsonObject } from "./values";

export interface DeviceInfo {
  /** "Windows Chrome", or the word random when neither is known. */
  label: string;
  os: OsName;
  browser: BrowserName;
  isWindows: boolean;
  isMac: boolean;
  isLinux: boolean;
  isAndroid: boolean;
  isIOS: boolean;
  isChrome: boolean;
  isSafari: boolean;
  /** Available screen size, "1920x1040"; empty when unreadable. */
  resolution: string;
  /** IANA time zone, "Europe/Berlin"; empty when unreadable. */
  timezone: string;
  /** Logical processors (navigator.hardwareConcurrency); null when unreadable. */
  cpu: number | null;
  fingerprint: string;
}

/** Without a window or navigator (server render, workers) the record is empty. */
export type DeviceRecord = DeviceInfo | Record<string, never>;

export interface DeviceScope {
  window?: Pick<Window, "screen" | "devicePixelRatio">;
  navigator?: Navigator;
}

/** A failed read gives its fallback and a log line, never an error for the caller. */
function read<T>(what: string, get: () => T | undefined, fallback: T): T {
  try {
    return get() ?? fallback;
  } catch (error) {
    console.warn(`Device information: could not read ${what}`, error);
    return fallback;
  }
}

type TemporalScope = typeof globalThis & { Temporal?: { Now?: { timeZoneId?: () => string } } };

/**
 * The IANA time zone. Temporal answers at once; Intl.DateTimeFormat, used where there is no
 * Temporal, first loads the locale's date formats (about 23 ms in Chromium, on a first visit).
 */
export function timeZoneOf(scope: TemporalScope = globalThis): string {
  return scope.Temporal?.Now?.timeZoneId?.() ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
}

export function readDeviceInfo(scope: DeviceScope = globalThis): DeviceRecord {
  const { window: win, navigator: nav } = scope;
  if (!win || !nav) return {};
  const userAgent = read("the user agent", () => nav.userAgent, "");
  const touchPoints = read("the touch points", () => nav.maxTouchPoints, 0);
  const { os, browser } = parseUserAgent(userAgent, touchPoints);
  const resolution = read("the screen size", () => `${win.screen.availWidth}x${win.screen.availHeight}`, "");
  const timezone = read("the time zone", () => timeZoneOf(), "");
  const cpu = read<number | null>("the processor count", () => nav.hardwareConcurrency || null, null);
  const signals = read(
    "the fingerprint signals",
    () => [
      userAgent,
      nav.language,
      [...(nav.languages ?? [])],
      touchPoints,
      cpu,
      (nav as Navigator & { deviceMemory?: number }).deviceMemory ?? null,
      win.screen.width,
      win.screen.height,
      win.screen.colorDepth,
      win.devicePixelRatio,
      timezone,
    ],
    [userAgent, timezone],
  );
  return {
    label: deviceLabel(os, browser),
    os,
    browser,
    isWindows: os === "windows",
    isMac: os === "mac",
    isLinux: os === "linux",
    isAndroid: os === "android",
    isIOS: os === "ios",
    isChrome: browser === "chrome",
    isSafari: browser === "safari",
    resolution,
    timezone,
    cpu,
    fingerprint: fingerprintOf(signals),
  };
}

/** The label for a license activation's instance_name; random where nothing is known. */
export function deviceLabelOf(record: DeviceRecord): string {
  return "label" in record && typeof record.label === "string" ? record.label : UNKNOWN_DEVICE_LABEL;
}

function isDeviceInfo(value: unknown): value is DeviceInfo {
  const record = value as Partial<DeviceInfo> | null;
  return typeof record?.label === "string" && typeof record.os === "string" && typeof record.fingerprint === "string";
}

/**
 * The device record kept since this browser's first visit, so its fingerprint stays the same; read
 * and stored on the first call. An empty record is never stored.
 */
export function storedDeviceInfo(storage: Pick<Storage, "getItem" | "setItem"> | null, scope: DeviceScope = globalThis): DeviceRecord {
  const stored = parseJsonObject(storage?.getItem(STORAGE_KEYS.device));
  if (isDeviceInfo(stored)) return stored;
  const record = readDeviceInfo(scope);
  if ("label" in record) {
    try {
      storage?.setItem(STORAGE_KEYS.device, JSON.stringify(record));
    } catch (error) {
      console.warn("Device information: could not store it", error);
    }
  }
  return record;
}
