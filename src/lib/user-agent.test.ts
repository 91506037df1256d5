import { deviceLabel, parseUserAgent } from "./user-agent";

const AGENTS = {
  chromeWindows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
  edgeWindows:
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.2592.68",
  safariMac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0",
  chromeAndroid:
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.122 Mobile Safari/537.36",
  samsungAndroid:
    "Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
  safariIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  chromeIphone:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1",
  operaMac:
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 OPR/111.0.0.0",
  chromebook: "Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
};

describe("parseUserAgent", () => {
  test.each([
    ["chromeWindows", "windows", "chrome"],
    ["edgeWindows", "windows", "edge"],
    ["safariMac", "mac", "safari"],
    ["firefoxLinux", "linux", "firefox"],
    ["chromeAndroid", "android", "chrome"],
    ["samsungAndroid", "android", "samsung"],
    ["safariIphone", "ios", "safari"],
    ["chromeIphone", "ios", "chrome"],
    ["operaMac", "mac", "opera"],
    ["chromebook", "chromeos", "chrome"],
  ] as const)("%s is %s and %s", (agent, os, browser) => {
    expect(parseUserAgent(AGENTS[agent])).toEqual({ os, browser });
  });

  test("an iPad asking for the desktop site (a Mac user agent with a touch screen) is iOS", () => {
    expect(parseUserAgent(AGENTS.safariMac, 5)).toEqual({ os: "ios", browser: "safari" });
    expect(parseUserAgent(AGENTS.safariMac, 0).os).toBe("mac");
  });

  test("an empty or strange user agent is unknown on both counts", () => {
    expect(parseUserAgent("")).toEqual({ os: "unknown", browser: "unknown" });
    expect(parseUserAgent("curl/8.5.0")).toEqual({ os: "unknown", browser: "unknown" });
  });
});

describe("deviceLabel", () => {
  test("names the OS then the browser", () => {
    expect(deviceLabel("windows", "chrome")).toBe("Windows Chrome");
    expect(deviceLabel("ios", "safari")).toBe("iOS Safari");
    expect(deviceLabel("android", "samsung")).toBe("Android Samsung Internet");
  });

  test("keeps the part that is known", () => {
    expect(deviceLabel("linux", "unknown")).toBe("Linux");
    expect(deviceLabel("unknown", "firefox")).toBe("Firefox");
  });

  test("is the word random when nothing is known", () => {
    expect(deviceLabel("unknown", "unknown")).toBe("random");
  });
});
