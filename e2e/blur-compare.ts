/** Our Gaussian against the canvas filter in a browser page: the page script bundled, a photo served beside it. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { root } from "../scripts/run";
import type { Page } from "playwright-core";
import type { BlurComparison } from "./blur-compare-page";

export type { BlurComparison };

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
