/** @jest-environment node */
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";

/** The real server on a real folder, exercised through Fastify's injection (no port needed). */
describe("site server", () => {
  let dir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), "site-"));
    const write = async (file: string, text: string) => {
      await fs.mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await fs.writeFile(path.join(dir, file), text);
    };
    await write("index.html", "<h1>Home</h1>");
    await write("blog/index.html", "<h1>Blog</h1>");
    await write("404.html", "<h1>Page not found</h1>");
    await write("500.html", "<h1>Something went wrong</h1>");
    await write("app-0123456789abcdef.js", "console.log(1)");
    await write("sw.js", "self.x=1");
    await write("icons/icon-192.png", "png");
    await write("page-data/blog/page-data.json", '{"path":"/blog/"}');
    await write("blog/index.html.br", "brotli-bytes");
    app = await buildApp({ publicDir: dir, logLevel: "silent" });
  });

  afterAll(async () => {
    await app.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("serves pages with revalidating cache headers and the security headers", async () => {
    const response = await app.inject({ url: "/blog/" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("<h1>Blog</h1>");
    expect(response.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
  });

  it("redirects a path without its trailing slash, keeping the query", async () => {
    const response = await app.inject({ url: "/blog?page=2" });
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe("/blog/?page=2");
  });

  it("never redirects to another host", async () => {
    const response = await app.inject({ url: "//evil.example" });
    expect(response.headers.location ?? "").not.toMatch(/^\/\//);
  });

  it("serves files in their own form, hashed ones for a year", async () => {
    const script = await app.inject({ url: "/app-0123456789abcdef.js" });
    expect(script.statusCode).toBe(200);
    expect(script.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const worker = await app.inject({ url: "/sw.js" });
    expect(worker.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const icon = await app.inject({ url: "/icons/icon-192.png" });
    expect(icon.statusCode).toBe(200);
  });

  it("answers unknown paths with the 404 page and status 404", async () => {
    const response = await app.inject({ url: "/no-such-page/" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("Page not found");
    const data = await app.inject({ url: "/page-data/no-such-page/page-data.json" });
    expect(data.statusCode).toBe(404);
  });

  it("sends the Brotli copy to browsers that accept it", async () => {
    const response = await app.inject({ url: "/blog/", headers: { "accept-encoding": "br, gzip" } });
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.body).toBe("brotli-bytes");
  });
});
