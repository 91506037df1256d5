/**
 * A browser driven by puppeteer-core: Firefox ESR through WebDriver BiDi (firefox.ts), or Chromium
 * through CDP for the smoke suite's baseline (chromium.ts), each from Debian's package, never a
 * downloaded one. Both report the page's uncaught errors from its first script on.
 */
import puppeteer, { type ElementHandle, type LaunchOptions } from "puppeteer-core";
import { type Engine, scriptSource, type StartEngine } from "./engine";

export function puppeteerEngine(name: string, options: LaunchOptions): StartEngine {
  return async (siteUrl) => {
    const browser = await puppeteer.launch({ headless: true, ...options });
    const page = await browser.newPage();
    let errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error instanceof Error ? error.message : String(error)));
    const engine: Engine = {
      name,
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
      async beforePageScripts(script) {
        await page.evaluateOnNewDocument(`(function () { ${scriptSource(script)} })()`);
      },
      async errors() {
        return [...errors];
      },
      close: () => browser.close(),
    };
    return engine;
  };
}
