/**
 * What the CLI's --local run is measured against: a small sharp script with the same settings
 * (argv: action, input folder, output folder), as many files at once as there are cores. The same
 * encoders too: the compressor's JPEG is MozJPEG's trellis quantisation, baseline, at a fixed
 * quality; the resizer's is plain libjpeg-turbo ("Browser (fast)"). Against a plain libjpeg-turbo
 * script the compress ratio would measure two encoders, not the CLI.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";

const [action, input, output] = process.argv.slice(2) as [string, string, string];
const names = fs.readdirSync(input).sort();
fs.mkdirSync(output, { recursive: true });

async function one(name: string) {
  const image = sharp(path.join(input, name)).rotate();
  const resized = action === "resize" ? image.resize({ width: 800, kernel: "lanczos3" }) : image;
  const out = path.join(output, name);
  // The tools' default PNG effort (2) is zlib level 7 with adaptive filtering.
  if (name.endsWith(".png")) await resized.png({ compressionLevel: 7, adaptiveFiltering: true }).toFile(out);
  else if (action === "resize") await resized.jpeg({ quality: 90 }).toFile(out);
  else await resized.jpeg({ quality: 75, trellisQuantisation: true, overshootDeringing: true, quantisationTable: 3 }).toFile(out);
}

let next = 0;
await Promise.all(
  Array.from({ length: os.availableParallelism() }, async () => {
    for (let index = next++; index < names.length; index = next++) await one(names[index] as string);
  }),
);
