import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

const PUBLIC_DIR = path.resolve(__dirname, "../public");

/**
 * The script files of the build that hold a module, found by a string only that module has: webpack
 * names a big module's chunk by a hash, whatever name its import asked for.
 */
function chunksWith(marker: string): string[] {
  return fs
    .readdirSync(PUBLIC_DIR)
    .filter((file) => file.endsWith(".js") && fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8").includes(marker))
    .map((file) => `/${file}`);
}

export const identityWidgetChunks = () => chunksWith('"Netlify identity widget"');
export const decapChunks = () => chunksWith("decap-cms-app");

/** Paths of the requests `page` makes from now on for any of `files`. */
export function requestsFor(page: Page, files: readonly string[]): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const pathname = new URL(request.url()).pathname;
    if (files.includes(pathname)) seen.push(pathname);
  });
  return seen;
}

/** Decap's local backend (decap-server on localhost:8081, which another program on this machine may run) is not there. */
export async function blockLocalBackend(page: Page): Promise<void> {
  await page.route("http://localhost:8081/**", (route) => route.abort("connectionrefused"));
}
