/**
 * Debian's Chromium (never a downloaded browser) and the flags it needs in this sandbox: without the
 * background-networking ones it keeps trying to reach Google's hosts on a closed network.
 */
export const chromiumPath = process.env.CHROME_PATH || "/usr/bin/chromium";
export const chromiumArgs = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
