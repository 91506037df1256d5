/** pdftoppm (poppler, native) on the same pages, timed from Node: the baseline of every row. */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export type PopplerOutput = "ppm" | "png" | "jpeg";

export function popplerVersion(): string {
  // pdftoppm prints its version on stderr.
  const { stdout, stderr } = spawnSync("pdftoppm", ["-v"], { encoding: "utf8" });
  return `${stderr || stdout}`.split("\n")[0]?.trim() || "pdftoppm (version unknown)";
}

function pdftoppm(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn("pdftoppm", args, { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`pdftoppm exited with ${code}: ${stderr.trim()}`))));
  });
}

/**
 * Pages 1–`pages` at `dpi`, in `processes` processes that split the page range; returns milliseconds.
 * Rasterising alone writes PPM (uncompressed); -png and -jpeg are poppler's own encoders (JPEG at its default quality 75).
 */
export async function runPoppler(file: string, pages: number, dpi: number, output: PopplerOutput, processes = 1): Promise<number> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pdf-bench-"));
  try {
    const flag = output === "ppm" ? [] : [`-${output}`];
    const per = Math.ceil(pages / processes);
    const start = performance.now();
    await Promise.all(
      Array.from({ length: processes }, (_, index) => {
        const [first, last] = [index * per + 1, Math.min(pages, (index + 1) * per)];
        return pdftoppm([...flag, "-r", String(dpi), "-f", String(first), "-l", String(last), file, path.join(dir, `p${index}`)]);
      }),
    );
    return performance.now() - start;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
