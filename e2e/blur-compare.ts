/** Our Gaussian against the canvas filter in a browser page: the page script bundled, a photo served beside it. */
import { readFileSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { build } from "esbuild";
import { root } from "../scripts/run";
import type { Page } from "playwright-core";
import type { BlurComparison } from "./blur-compare-page";
import type { BlurTiming } from "./blur-timing";
import { freePort } from "./site-server";

export type { BlurComparison, BlurTiming };

async function pageScript(): Promise<string> {
  const result = await build({
    entryPoints: [path.join(root, "e2e", "blur-compare-page.ts")],
    bundle: true,
    write: false,
    format: "esm",
    platform: "browser",
    target: "es2022",
    logLevel: "warning",
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error("esbuild wrote no blur comparison page script");
  return output.text;
}

/** Blurs the photo (a file path) at each σ both ways in a bare page of `origin`. */
export async function compareBlur(page: Page, origin: string, photo: string, sigmas: number[]): Promise<BlurComparison[]> {
  const url = `${origin}/blur-compare/`;
  await page.route(url, (route) => route.fulfill({ contentType: "text/html", body: "<!doctype html><title>blur</title>" }));
  await page.route(`${url}photo`, (route) => route.fulfill({ contentType: "image/jpeg", body: readFileSync(photo) }));
  await page.goto(url);
  await page.addScriptTag({ content: await pageScript(), type: "module" });
  await page.waitForFunction(() => typeof window.compareBlur === "function");
  return page.evaluate(({ photoUrl, values }) => window.compareBlur(photoUrl, values), { photoUrl: `${url}photo`, values: sigmas });
}

export interface BlurPageServer {
  /** The page, whose script defines window.compareBlur and window.timeBlur. */
  pageUrl: string;
  /** Where a photo given to the server is served, by its file name. */
  photoUrl(photo: string): string;
  stop(): Promise<void>;
}

/**
 * Serves the page, its script and the photos (JPEGs, by file name) on a loopback port, for drivers
 * that cannot answer a page's requests themselves as Playwright does (WebDriver's).
 */
export async function serveBlurPage(photos: readonly string[]): Promise<BlurPageServer> {
  const script = await pageScript();
  const byName = new Map(photos.map((photo) => [path.basename(photo), photo]));
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
    const photo = byName.get(decodeURIComponent(pathname.replace(/^\/photos\//, "")));
    if (pathname === "/")
      response
        .writeHead(200, { "content-type": "text/html" })
        .end('<!doctype html><title>blur</title><script type="module" src="/page.js"></script>');
    else if (pathname === "/page.js") response.writeHead(200, { "content-type": "text/javascript" }).end(script);
    else if (pathname.startsWith("/photos/") && photo) response.writeHead(200, { "content-type": "image/jpeg" }).end(readFileSync(photo));
    else response.writeHead(404).end();
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${port}`;
  return {
    pageUrl: `${origin}/`,
    photoUrl: (photo) => `${origin}/photos/${encodeURIComponent(path.basename(photo))}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
