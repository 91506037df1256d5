import fs from "node:fs/promises";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { headersFor } from "../src/lib/http-headers";
import { normalizePath } from "../src/lib/paths";

export interface SiteOptions {
  publicDir: string;
}

/** The requested path, or null when it cannot be decoded. */
function pathnameOf(request: FastifyRequest): string | null {
  const raw = request.url.split("?")[0] ?? "/";
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

async function isFile(root: string, pathname: string): Promise<boolean> {
  const target = path.resolve(root, `.${pathname}`);
  if (target !== root && !target.startsWith(`${root}${path.sep}`)) return false;
  try {
    return (await fs.stat(target)).isFile();
  } catch {
    return false;
  }
}

/**
 * Serves the built site: files as they are (with their Brotli/gzip copies when the browser takes
 * them), every other path redirected once to its trailing-slash form, unknown paths answered by
 * /404.html with status 404 and server errors by /500.html. Headers come from src/lib/http-headers.
 */
export async function sitePlugin(app: FastifyInstance, { publicDir }: SiteOptions): Promise<void> {
  await app.register(fastifyStatic, {
    root: publicDir,
    wildcard: true,
    redirect: false,
    index: ["index.html"],
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
  });

  app.addHook("onRequest", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD") return;
    const pathname = pathnameOf(request);
    if (pathname === null) return;
    const normalized = normalizePath(pathname);
    if (normalized !== pathname && !(await isFile(publicDir, pathname))) {
      const query = request.url.includes("?") ? request.url.slice(request.url.indexOf("?")) : "";
      return reply.redirect(encodeURI(normalized) + query, 301);
    }
  });

  app.addHook("onSend", async (request, reply) => {
    const pathname = pathnameOf(request) ?? "/";
    // An error answer must never be cached like the file it replaces (a missing /app-x.js is not immutable).
    const headers = headersFor(reply.statusCode >= 400 ? "/404.html" : pathname);
    for (const [name, value] of Object.entries(headers)) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
  });

  const sendPage = (reply: FastifyReply, status: number, file: string) =>
    reply.code(status).type("text/html; charset=utf-8").sendFile(file);

  app.setNotFoundHandler((_request, reply) => sendPage(reply, 404, "404.html"));

  app.setErrorHandler((error: { statusCode?: number; message: string }, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status < 500) return reply.code(status).send({ error: error.message });
    request.log.error(error);
    return sendPage(reply, 500, "500.html");
  });
}
