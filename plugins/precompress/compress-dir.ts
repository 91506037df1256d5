import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats browsers fetch; images and fonts are compressed already, source maps are only read by developers. */
const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|xml|txt|webmanifest|wasm)$/;
/** Below this size the compressed copy saves less than a packet. */
const MIN_BYTES = 1024;
/**
 * Brotli's best quality runs at about 1 MB/s: fine for the site's scripts, minutes for the AI
 * runtimes' WebAssembly (35 MB). Above this size quality 9 is ten times faster for a copy a few
 * percent larger.
 */
const BEST_QUALITY_MAX_BYTES = 2 * 1024 * 1024;

const copiesOf = (file: string) => [`${file}.br`, `${file}.gz`];

/** Files are rewritten by each build, except the content-hashed model folders: their copies stay valid. */
async function upToDate(file: string, stat: { mtimeMs: number }): Promise<boolean> {
  const copies = await Promise.all(copiesOf(file).map((copy) => fs.stat(copy).catch(() => null)));
  return copies.every((copy) => copy !== null && copy.mtimeMs >= stat.mtimeMs);
}

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

/**
 * Writes `<file>.br` (Brotli, best quality) and `<file>.gz` beside every compressible file, once
 * at build time, so the server sends them without compressing on each request.
 */
export async function compressDir(dir: string, concurrency = 2): Promise<{ files: number; bytesIn: number; bytesOut: number }> {
  const files: string[] = [];
  for await (const file of walk(dir)) if (COMPRESSIBLE.test(file)) files.push(file);

  let bytesIn = 0;
  let bytesOut = 0;
  let done = 0;
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      const stat = await fs.stat(file);
      if (stat.size < MIN_BYTES) {
        // An earlier build's copies of a file that has shrunk since would be served in its place.
        await Promise.all(copiesOf(file).map((copy) => fs.rm(copy, { force: true })));
        continue;
      }
      if (await upToDate(file, stat)) continue;
      const input = await fs.readFile(file);
      const quality = input.length > BEST_QUALITY_MAX_BYTES ? 9 : 11;
      const [br, gz] = await Promise.all([
        brotli(input, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.length },
        }),
        gzip(input, { level: 9 }),
      ]);
      await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
      bytesIn += input.length;
      bytesOut += br.length;
      done++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { files: done, bytesIn, bytesOut };
}
