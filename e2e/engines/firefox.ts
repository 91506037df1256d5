/**
 * Firefox ESR from Debian's package, driven through WebDriver BiDi by puppeteer-core (never a
 * downloaded browser). BiDi reports the page's uncaught errors from its first script on.
 */
import puppeteer, { type ElementHandle } from "puppeteer-core";
import { type Engine, scriptSource } from "./engine";

export const firefoxPath = process.env.FIREFOX_PATH || "/usr/bin/firefox-esr";

export async function startFirefox(siteUrl: string): Promise<Engine> {
  const browser = await puppeteer.launch({ browser: "firefox", executablePath: firefoxPath, headless: true });
  const page = await browser.newPage();
  let errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error instanceof Error ? error.message : String(error)));
  return {
    name: "Firefox",
    async open(path) {
      // Firefox rejects the fetches a page still had running as it goes (NS_BINDING_ABORTED), and
      // reports them after the next page has started: the old page is left for a blank one first.
      await page.goto("about:blank");
      errors = [];
      await page.goto(new URL(path, siteUrl).href, { waitUntil: "load", timeout: 60_000 });
    },
    run: <A extends unknown[], R>(script: (...args: A) => R, ...args: A) =>
      page.evaluate(`(function () { ${scriptSource(script)} }).apply(null, ${JSON.stringify(args)})`) as Promise<Awaited<R>>,
    async setFiles(selector, files) {
      const input = (await page.$(selector)) as ElementHandle<HTMLInputElement> | null;
      if (!input) throw new Error(`no file input matches ${selector}`);
      await input.uploadFile(...files);
    },
    async errors() {
      return [...errors];
    },
    close: () => browser.close(),
  };
}
