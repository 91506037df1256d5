/** Operating system and browser families read from a user-agent string, in the lower-case names of spec §3. */

export type OsName = "windows" | "mac" | "linux" | "android" | "ios" | "chromeos" | "unknown";
export type BrowserName = "chrome" | "safari" | "firefox" | "edge" | "opera" | "samsung" | "unknown";

// First match wins: Android and iOS user agents also name Linux and Mac OS X.
const OS_RULES: readonly (readonly [RegExp, OsName])[] = [
  [/android/i, "android"],
  [/iphone|ipad|ipod/i, "ios"],
  [/windows/i, "windows"],
  [/\bcros\b/i, "chromeos"],
  [/macintosh|mac os x/i, "mac"],
  [/linux|x11/i, "linux"],
];

// First match wins: Edge, Opera and Samsung Internet also say Chrome, and Chrome also says Safari.
const BROWSER_RULES: readonly (readonly [RegExp, BrowserName])[] = [
  [/\bedg(?:e|a|ios)?\//i, "edge"],
  [/\bopr\/|\bopera\b/i, "opera"],
  [/samsungbrowser/i, "samsung"],
  [/firefox|fxios/i, "firefox"],
  [/chrome|crios|chromium/i, "chrome"],
  [/safari/i, "safari"],
];

const OS_LABELS: Record<Exclude<OsName, "unknown">, string> = {
  windows: "Windows",
  mac: "Mac",
  linux: "Linux",
  android: "Android",
  ios: "iOS",
  chromeos: "ChromeOS",
};

const BROWSER_LABELS: Record<Exclude<BrowserName, "unknown">, string> = {
  chrome: "Chrome",
  safari: "Safari",
  firefox: "Firefox",
  edge: "Edge",
  opera: "Opera",
  samsung: "Samsung Internet",
};

export const UNKNOWN_DEVICE_LABEL = "random";

const firstMatch = <T extends string>(rules: readonly (readonly [RegExp, T])[], text: string, fallback: T): T =>
  rules.find(([pattern]) => pattern.test(text))?.[1] ?? fallback;

/**
 * The OS and browser of a user agent. iPadOS asks for desktop pages with a Mac user agent; a Mac
 * with a touch screen is taken for one (`maxTouchPoints` > 1), as no Mac has a touch screen.
 */
export function parseUserAgent(userAgent: string, maxTouchPoints = 0): { os: OsName; browser: BrowserName } {
  const os = firstMatch(OS_RULES, userAgent, "unknown");
  return {
    os: os === "mac" && maxTouchPoints > 1 ? "ios" : os,
    browser: firstMatch(BROWSER_RULES, userAgent, "unknown"),
  };
}

/** "Windows Chrome", "Linux" when the browser is unknown, and the word random when neither is known. */
export function deviceLabel(os: OsName, browser: BrowserName): string {
  const parts = [os === "unknown" ? null : OS_LABELS[os], browser === "unknown" ? null : BROWSER_LABELS[browser]];
  const known = parts.filter((part): part is string => part !== null);
  return known.length > 0 ? known.join(" ") : UNKNOWN_DEVICE_LABEL;
}
