/** @jest-environment node */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { compressDir } from "./compress-dir";

describe("compressDir", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "precompress-"));
    await fs.mkdir(path.join(dir, "page-data", "blog"), { recursive: true });
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  it("writes Brotli and gzip copies that decompress to the original", async () => {
    const html = "<!doctype html>" + "<p>bulk image tools</p>".repeat(200);
    await fs.writeFile(path.join(dir, "index.html"), html);
    await fs.writeFile(
      path.join(dir, "page-data", "blog", "page-data.json"),
      JSON.stringify({ path: "/blog/", items: Array(300).fill("post") }),
    );

    const result = await compressDir(dir);

    expect(result.files).toBe(2);
    expect(zlib.brotliDecompressSync(await fs.readFile(path.join(dir, "index.html.br"))).toString()).toBe(html);
    expect(zlib.gunzipSync(await fs.readFile(path.join(dir, "index.html.gz"))).toString()).toBe(html);
    expect((await fs.stat(path.join(dir, "index.html.br"))).size).toBeLessThan(html.length / 10);
    await expect(fs.stat(path.join(dir, "page-data", "blog", "page-data.json.br"))).resolves.toBeTruthy();
  });

  it("skips tiny files and formats that are already compressed", async () => {
    await fs.writeFile(path.join(dir, "tiny.js"), "export{}");
    await fs.writeFile(path.join(dir, "photo.png"), Buffer.alloc(5000, 1));
    const result = await compressDir(dir);
    expect(result.files).toBe(0);
    await expect(fs.stat(path.join(dir, "tiny.js.br"))).rejects.toThrow();
    await expect(fs.stat(path.join(dir, "photo.png.br"))).rejects.toThrow();
  });

  it("leaves copies newer than their file alone, and redoes those of a rewritten file", async () => {
    const script = path.join(dir, "app.js");
    await fs.writeFile(script, "console.log('first');\n".repeat(100));
    expect((await compressDir(dir)).files).toBe(1);
    expect((await compressDir(dir)).files).toBe(0);
    const later = new Date(Date.now() + 5000);
    await fs.writeFile(script, "console.log('second');\n".repeat(100));
    await fs.utimes(script, later, later);
    expect((await compressDir(dir)).files).toBe(1);
    expect(zlib.brotliDecompressSync(await fs.readFile(`${script}.br`)).toString()).toContain("second");
  });

  it("removes the copies of a file that has become too small to compress", async () => {
    const pageData = path.join(dir, "page-data", "blog", "page-data.json");
    await fs.writeFile(pageData, JSON.stringify({ items: Array(300).fill("post") }));
    await compressDir(dir);
    await fs.writeFile(pageData, JSON.stringify({ items: [] }));
    expect((await compressDir(dir)).files).toBe(0);
    await expect(fs.stat(`${pageData}.br`)).rejects.toThrow();
    await expect(fs.stat(`${pageData}.gz`)).rejects.toThrow();
  });
});
