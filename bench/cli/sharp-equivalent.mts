/**
 * What the CLI's --local run is measured against: a small sharp script with the same settings
 * (argv: action, input folder, output folder), as many files at once as there are cores.
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
  if (name.endsWith(".png")) await resized.png({ compressionLevel: 9 }).toFile(out);
  else await resized.jpeg({ quality: action === "resize" ? 90 : 75 }).toFile(out);
}

let next = 0;
await Promise.all(
  Array.from({ length: os.availableParallelism() }, async () => {
    for (let index = next++; index < names.length; index = next++) await one(names[index] as string);
  }),
);
