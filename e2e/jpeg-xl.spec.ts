import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import type { Raster } from "../src/codecs/image";
import { ssim } from "../src/codecs/ssim";
import { jxlContainer } from "../src/test-utils/jxl";
import { decodeJxl, encodeJxl } from "../src/test-utils/jxl-codec";
import { addFiles, corpusFile, downloadOutput, errorOf, filePayload, openTool, result, waitForBatch } from "./tool-helpers";

test.describe.configure({ timeout: 180_000 });

const CUPS = "photos/lowres_x4_colorful_cups_640x400.jpg";
const POOL = "photos/pool_player_exif_orientation8.jpg";
const JXL_CODESTREAM = [0xff, 0x0a];

/** A file as libvips decodes it, upright, scaled to a size when given. */
async function sharpRaster(input: Buffer | string, size?: { width: number; height: number }): Promise<Raster> {
  const image = sharp(input).rotate();
  if (size) image.resize(size.width, size.height, { fit: "fill", kernel: "lanczos3" });
  const { data, info } = await image.ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

/** The pixels Chromium decodes a JPEG to, upright, drawn as the tools' own decode draws them. */
async function browserPixels(page: Page, bytes: Buffer): Promise<Raster> {
  const { base64, width, height } = await page.evaluate(async (encoded) => {
    const blob = new Blob([Uint8Array.from(atob(encoded), (character) => character.charCodeAt(0))]);
    const bitmap = await createImageBitmap(blob, { imageOrientation: "from-image" });
    const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext("2d");
    if (!context) throw new Error("no 2D canvas");
    context.drawImage(bitmap, 0, 0);
    const data = context.getImageData(0, 0, bitmap.width, bitmap.height).data;
    let binary = "";
    for (let index = 0; index < data.length; index += 0x8000) binary += String.fromCharCode(...data.subarray(index, index + 0x8000));
    return { base64: btoa(binary), width: bitmap.width, height: bitmap.height };
  }, bytes.toString("base64"));
  return { data: new Uint8ClampedArray(Buffer.from(base64, "base64")), width, height };
}

/** A result's JPEG XL output, checked for its name, signature and size, and decoded. */
async function jxlOutput(page: Page, input: string, name: string, size: { width: number; height: number }) {
  const output = await downloadOutput(page, input);
  expect(output.name).toBe(name);
  expect([...output.bytes.subarray(0, 2)]).toEqual(JXL_CODESTREAM);
  const decoded = await decodeJxl(output.bytes);
  expect(decoded).toMatchObject(size);
  return { bytes: output.bytes, decoded };
}

test("the converter writes lossy JPEG XL close to the JPEG and smaller", async ({ page }) => {
  await openTool(page, "/tools/bulk-image-converter/");
  await page.getByRole("radio", { name: /JPEG XL/ }).check();
  await expect(page.getByRole("radio", { name: /JPEG XL/ })).toHaveAccessibleName(/not every browser opens it/);
  await addFiles(page, [CUPS]);
  await waitForBatch(page, 1);

  const size = { width: 640, height: 400 };
  const { bytes, decoded } = await jxlOutput(page, "lowres_x4_colorful_cups_640x400.jpg", "lowres_x4_colorful_cups_640x400.jxl", size);
  expect(ssim(await sharpRaster(corpusFile(CUPS)), decoded)).toBeGreaterThan(0.95);
  expect(bytes.length).toBeLessThan(readFileSync(corpusFile(CUPS)).length);
});

test("the compressor's lossless JPEG XL gives back exactly the pixels the JPEG decodes to", async ({ page }) => {
  await openTool(page, "/tools/bulk-image-compressor/");
  await page.getByLabel("Output format").selectOption("jxl");
  await page.getByLabel("Lossless JPEG XL").check();
  await addFiles(page, [POOL]);
  await waitForBatch(page, 1);

  const jpeg = readFileSync(corpusFile(POOL));
  const size = { width: 600, height: 800 };
  const { bytes, decoded } = await jxlOutput(page, "pool_player_exif_orientation8.jpg", "pool_player_exif_orientation8.jxl", size);
  const expected = await browserPixels(page, jpeg);
  expect(Buffer.compare(Buffer.from(decoded.data), Buffer.from(expected.data))).toBe(0);
  // The WebAssembly codec keeps pixels, not the JPEG's coefficients: the file is measured, not assumed smaller.
  test.info().annotations.push({
    type: "size",
    description: `lossless JPEG XL ${bytes.length} bytes from a ${jpeg.length}-byte JPEG (${(bytes.length / jpeg.length).toFixed(2)}×)`,
  });
});

test("JPEG XL inputs, bare and boxed, become PNG with their pixels; a broken one fails alone", async ({ page }) => {
  const source = await sharpRaster(corpusFile(CUPS), { width: 320, height: 200 });
  const codestream = await encodeJxl(source, 90);
  const inputs = [
    filePayload("cups.jxl", Buffer.from(codestream)),
    filePayload("cups-boxed.jxl", Buffer.from(jxlContainer(codestream))),
    filePayload("broken.jxl", Buffer.from(codestream.subarray(0, codestream.length >> 1))),
  ];
  await openTool(page, "/tools/bulk-image-converter/");
  // Few systems map .jxl to a MIME type, so the picker names the extension.
  await expect(page.getByTestId("file-input")).toHaveAttribute("accept", /(^|,)\.jxl(,|$)/);
  await page.getByRole("radio", { name: "PNG" }).check();
  await page.getByTestId("file-input").setInputFiles(inputs);
  await waitForBatch(page, inputs.length);

  const expected = await decodeJxl(codestream);
  for (const name of ["cups.jxl", "cups-boxed.jxl"]) {
    await expect(result(page, name)).toHaveAttribute("data-status", "done");
    const png = await downloadOutput(page, name);
    expect(png.name).toBe(name.replace(".jxl", ".png"));
    const decoded = await sharpRaster(png.bytes);
    expect(decoded).toMatchObject({ width: 320, height: 200 });
    expect(Buffer.compare(Buffer.from(decoded.data), Buffer.from(expected.data))).toBe(0);
    expect(ssim(source, decoded)).toBeGreaterThan(0.95);
  }
  await expect(result(page, "broken.jxl")).toHaveAttribute("data-status", "failed");
  await expect(errorOf(page, "broken.jxl")).toContainText("broken.jxl");
  await expect(errorOf(page, "broken.jxl")).toContainText("corrupt or truncated");
});

test("the compressor keeps a JPEG XL input as JPEG XL when the format stays the same", async ({ page }) => {
  const source = await sharpRaster(corpusFile(CUPS), { width: 320, height: 200 });
  await openTool(page, "/tools/bulk-image-compressor/");
  await page.getByTestId("file-input").setInputFiles([filePayload("cups.jxl", Buffer.from(await encodeJxl(source, 95)))]);
  await waitForBatch(page, 1);

  const { decoded } = await jxlOutput(page, "cups.jxl", "cups.jxl", { width: 320, height: 200 });
  expect(ssim(source, decoded)).toBeGreaterThan(0.9);
});
