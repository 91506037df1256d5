import { puppeteerEngine } from "./puppeteer-engine";

export const firefoxPath = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";

/** Firefox ESR from Debian's package, through WebDriver BiDi. */
export const startFirefox = puppeteerEngine("Firefox", { browser: "firefox", executablePath: firefoxPath });
