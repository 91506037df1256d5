/**
 * Shared steps of the tool browser tests: open a tool page, hand it files from the shared corpus,
 * wait for every result, and read back the outputs and the ZIP as the visitor would get them.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Download, type Locator, type Page, type Request } from "@playwright/test";
import { unzipSync } from "fflate";
import sharp from "sharp";
import { corpusDir } from "../src/test-utils/corpus";

export function corpusFile(relative: string): string {
  return path.join(corpusDir(), relative);
}

/** A file handed to the file input from memory (a made-up input beside corpus files). */
export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const MIME_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", webp: "image/webp" };

export function filePayload(name: string, buffer: Buffer): FilePayload {
  return { name, mimeType: MIME_TYPES[name.split(".").pop()?.toLowerCase() ?? ""] ?? "application/octet-stream", buffer };
}

/** A corpus file as a payload, named by its file name alone. */
export function corpusPayload(relative: string): FilePayload {
  return filePayload(path.basename(relative), readFileSync(corpusFile(relative)));
}

export async function openTool(page: Page, toolPath: string): Promise<void> {
  await page.goto(toolPath);
  await expect(page.getByTestId("bulk-tool")).toHaveAttribute("data-ready", "true", { timeout: 20_000 });
}

export async function addFiles(page: Page, relativePaths: readonly string[]): Promise<void> {
  await page.getByTestId("file-input").setInputFiles(relativePaths.map(corpusFile));
}

export function result(page: Page, fileName: string): Locator {
  return page.locator(`[data-testid="result"][data-filename="${fileName}"]`);
}

/** Waits until no result is queued or processing (held files excepted). */
export async function waitForBatch(page: Page, count: number, timeout = 90_000): Promise<void> {
  await expect(page.getByTestId("result")).toHaveCount(count, { timeout });
  await expect(
    page.locator('[data-testid="result"]:not([data-held])[data-status="queued"], [data-testid="result"][data-status="processing"]'),
  ).toHaveCount(0, {
    timeout,
  });
}

async function bytesOf(download: Download): Promise<Buffer> {
  const file = await download.path();
  return readFileSync(file);
}

export interface Downloaded {
  name: string;
  bytes: Buffer;
}

/**
 * Reads the n-th output of a result through its download link: the bytes its blob URL holds and the
 * name its `download` attribute gives. Reading them in the page, rather than clicking, keeps tests
 * that check many outputs clear of Chromium's guard against a page starting many downloads. The
 * bytes cross as base64: as an array, Playwright sends each byte as an object of its own, 5.7 s of
 * CPU per megabyte against 0.2 s.
 */
export async function downloadOutput(page: Page, fileName: string, index = 0): Promise<Downloaded> {
  const link = result(page, fileName).getByTestId("download").nth(index);
  const { name, base64 } = await link.evaluate(async (anchor: HTMLAnchorElement) => {
    const blob = await (await fetch(anchor.href)).blob();
    const dataUrl = await new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.onerror = () => reject(reader.error ?? new Error("the output could not be read"));
      reader.readAsDataURL(blob);
    });
    return { name: anchor.download, base64: dataUrl.slice(dataUrl.indexOf(",") + 1) };
  });
  return { name, bytes: Buffer.from(base64, "base64") };
}

/** Clicks a result's download link and returns the file the browser saved. */
export async function clickDownload(page: Page, fileName: string, index = 0): Promise<Downloaded> {
  const [download] = await Promise.all([page.waitForEvent("download"), result(page, fileName).getByTestId("download").nth(index).click()]);
  return { name: download.suggestedFilename(), bytes: await bytesOf(download) };
}

export async function downloadZip(page: Page): Promise<{ name: string; entries: Record<string, Uint8Array> }> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("download-all").click()]);
  return { name: download.suggestedFilename(), entries: unzipSync(new Uint8Array(await bytesOf(download))) };
}

/** Format and size of an image as libvips reads it (an independent decoder from the browser's). */
export async function describeImage(
  bytes: Uint8Array,
): Promise<{ format: string; width: number; height: number; hasAlpha: boolean; exif: boolean }> {
  const info = await sharp(bytes).metadata();
  return {
    format: info.format ?? "unknown",
    width: info.width ?? 0,
    height: info.height ?? 0,
    hasAlpha: info.hasAlpha ?? false,
    exif: Boolean(info.exif && exifTagCount(info.exif) > 0),
  };
}

/** Tags in an EXIF block's first directory (an AVIF's blanked EXIF item has none). */
function exifTagCount(exif: Buffer): number {
  const tiff = exif.subarray(exif.subarray(0, 6).toString("latin1") === "Exif\0\0" ? 6 : 0);
  if (tiff.length < 10) return 0;
  const little = tiff.toString("latin1", 0, 2) === "II";
  const directory = little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  if (directory + 2 > tiff.length) return 0;
  return little ? tiff.readUInt16LE(directory) : tiff.readUInt16BE(directory);
}

export function errorOf(page: Page, fileName: string): Locator {
  return result(page, fileName).getByTestId("error");
}

/**
 * Records every request the page makes while `work` runs and fails if one carries more than a
 * few hundred bytes of body (file content) or goes to another origin.
 */
export async function expectNoUploads(page: Page, work: () => Promise<void>): Promise<void> {
  const offenders: string[] = [];
  const origin = new URL(page.url()).origin;
  const listener = (request: Request) => {
    const body = request.postDataBuffer();
    if (request.url().startsWith("blob:") || request.url().startsWith("data:")) return;
    if (new URL(request.url()).origin !== origin) offenders.push(`${request.method()} ${request.url()} (other origin)`);
    if (body && body.length > 512) offenders.push(`${request.method()} ${request.url()} carried ${body.length} bytes`);
  };
  page.on("request", listener);
  try {
    await work();
  } finally {
    page.off("request", listener);
  }
  expect(offenders).toEqual([]);
}

/** What a PNG's header declares: colour type (0 grey, 2 RGB, 3 palette, 4 grey and alpha, 6 RGBA) and bits per sample. */
export function pngHeader(bytes: Uint8Array): { colourType: number; bitDepth: number } {
  expect(Buffer.from(bytes.subarray(12, 16)).toString("latin1")).toBe("IHDR");
  return { colourType: bytes[25] ?? -1, bitDepth: bytes[24] ?? -1 };
}
