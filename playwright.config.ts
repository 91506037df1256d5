import { defineConfig } from "@playwright/test";
import { chromiumArgs, chromiumPath } from "./e2e/chromium";

/**
 * Browser tests against the production build, served by our own server, in Debian's Chromium
 * (never a downloaded browser). `npm test` builds the site first.
 */
export const PORT = Number(process.env.E2E_PORT ?? 9321);
export const API_DATA_DIR = `.e2e/api-data-${PORT}`;

export default defineConfig({
  testDir: "e2e",
  outputDir: ".e2e/test-results",
  fullyParallel: true,
  workers: 2,
  // Tool tests decode and encode real photos on two cores: give them room on a busy machine.
  timeout: 120_000,
  reporter: [["list"], ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? ".e2e/playwright.json" }]],
  use: {
    // Service workers only register on https or on the host name "localhost".
    baseURL: `http://localhost:${PORT}`,
    // Route interception cannot see requests a service worker answers; the offline tests turn it back on.
    serviceWorkers: "block",
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  webServer: {
    command: "node_modules/.bin/tsx server/main.ts",
    url: `http://localhost:${PORT}/`,
    // The API keeps its database, files and mail outbox (where the dashboard test reads login codes) apart from data/.
    env: { PORT: String(PORT), PUBLIC_DIR: "public", LOG_LEVEL: "warn", DATA_DIR: API_DATA_DIR },
    reuseExistingServer: false,
    // Tool tests decode and encode real photos on two cores: give them room on a busy machine.
    timeout: 120_000,
  },
});
