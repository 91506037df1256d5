import { needsNewDocument, fullLoadTarget, isIsolatedPage, needsWorkerHeaders } from "./isolation";

describe("isolation", () => {
  it("isolates tool pages and their sub-pages only", () => {
    expect(isIsolatedPage("/tools/bulk-image-background-removal/")).toBe(true);
    expect(isIsolatedPage("/tools/bulk-image-converter/convert-to-png/")).toBe(true);
    expect(isIsolatedPage("/tools/bulk-image-upscaler/index.html")).toBe(true);
    expect(isIsolatedPage("/tools/bulk-image-upscaler")).toBe(false);
    expect(isIsolatedPage("/pricing/")).toBe(false);
    expect(isIsolatedPage("/")).toBe(false);
    expect(isIsolatedPage("/page-data/tools/bulk-image-upscaler/page-data.json")).toBe(false);
  });

  it("gives scripts and model files the header a worker of an isolated page needs", () => {
    expect(needsWorkerHeaders("/tool-abc123.js")).toBe(true);
    expect(needsWorkerHeaders("/models/onnxruntime-wasm-0123/ort-wasm-simd-threaded.mjs")).toBe(true);
    expect(needsWorkerHeaders("/models/isnet-quint8-0123/model.onnx")).toBe(true);
    expect(needsWorkerHeaders("/styles.css")).toBe(false);
  });

  it("makes a move between an isolated and a plain page a full load, and only that", () => {
    expect(needsNewDocument("/", "/tools/bulk-image-upscaler/")).toBe(true);
    expect(needsNewDocument("/tools/bulk-image-upscaler/", "/pricing/")).toBe(true);
    expect(needsNewDocument("/tools/bulk-image-upscaler/", "/tools/bulk-image-compressor/")).toBe(false);
    expect(needsNewDocument("/blog/", "/pricing/")).toBe(false);
  });

  it("loads the Content Manager, and any page after it, as a new document", () => {
    expect(needsNewDocument("/", "/admin/")).toBe(true);
    expect(needsNewDocument("/admin/", "/blog/")).toBe(true);
    expect(needsNewDocument("/tools/bulk-image-upscaler/", "/admin/")).toBe(true);
    expect(fullLoadTarget("https://pb.test/blog/", "/admin/#/collections/blog")).toBe("https://pb.test/admin/#/collections/blog");
  });

  it("turns a router navigation across isolation into a full load of the same URL", () => {
    expect(fullLoadTarget("https://pb.test/", "/tools/bulk-image-upscaler/?x=1#top")).toBe(
      "https://pb.test/tools/bulk-image-upscaler/?x=1#top",
    );
    expect(fullLoadTarget("https://pb.test/tools/bulk-image-upscaler/", "/pricing/")).toBe("https://pb.test/pricing/");
    expect(fullLoadTarget("https://pb.test/blog/", "/pricing/")).toBeNull();
    expect(fullLoadTarget("https://pb.test/tools/a/", "b/")).toBeNull();
  });
});
