/**
 * Where the build puts pdf.js's worker and support files (wasm decoders for JPEG 2000, JBIG2 and ICC
 * colour, the standard fonts, CMaps and ICC profiles): under /static/, which is cached for a year and
 * by the service worker, in a folder named by pdf.js's version so a new version never meets an old
 * cache. Everything is served from our own origin; nothing is fetched from a CDN.
 */
export function pdfjsAssetsPath(version: string): string {
  return `/static/pdfjs-${version}/`;
}

/** What is copied from the pdfjs-dist package, as [from, to] paths; the worker is the legacy build, as open-pdf.ts says why. The scripting sandbox (QuickJS) is left out: no script in a PDF runs here. */
export const PDFJS_ASSETS: readonly (readonly [string, string])[] = [
  ["legacy/build/pdf.worker.min.mjs", "pdf.worker.min.mjs"],
  ["wasm", "wasm"],
  ["standard_fonts", "standard_fonts"],
  ["cmaps", "cmaps"],
  ["iccs", "iccs"],
];

export const LEFT_OUT = /quickjs/i;
