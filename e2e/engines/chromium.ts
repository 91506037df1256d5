import { chromiumArgs, chromiumPath } from "../chromium";
import { puppeteerEngine } from "./puppeteer-engine";

/**
 * Debian's Chromium as the Playwright suite runs it: not a CI stage (Chromium has the full suite), the
 * baseline the other engines' smoke times are compared with (`node --import tsx --test e2e/engines/chromium.smoke.ts`).
 */
export const startChromium = puppeteerEngine("Chromium", { browser: "chrome", executablePath: chromiumPath, args: chromiumArgs });
