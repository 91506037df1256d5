import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Raster } from "../src/codecs/image";
import { buildCase } from "../src/test-utils/fill-cases";
import { evaluateCase } from "../src/test-utils/fill-evaluation";
import { maskBounds } from "../src/tools/bulk-photo-object-remover/hole";
import { seededRandom } from "../src/lib/seeded-random";
import { fillCaseSet } from "./fill-case-sets";
import { tileOf } from "./fill-contact-sheet";
import { runBench } from "./report-parts";

/**
 * A blind comparison of the object remover's fill for readers who do not know which is which: per
 * case one picture of four crops, A to D in a shuffled order, of the clean photo, our fill and
 * OpenCV's Telea and Navier-Stokes inpainting, with no hole marked. Readers rank the four by which
 * looks most like an untouched photograph; the clean photo among them shows whether a reader can
 * tell at all. The key (which letter is which) goes to a separate file for whoever tallies.
 *
 *   npx tsx bench/object-remover-blind.mts <folder> [seed] [--set held-out]
 */
const TILE = 360;
const GAP = 8;
const LABEL = 26;
/** Around the hole, this share of its size on each side: enough ground to judge the fill's edge. */
const CONTEXT = 0.5;
const LETTERS = ["A", "B", "C", "D"] as const;

const label = (letter: string) =>
  Buffer.from(
    `<svg width="${TILE}" height="${LABEL}"><rect width="100%" height="100%" fill="#222"/>` +
      `<text x="6" y="19" font-family="DejaVu Sans, sans-serif" font-size="17" fill="#fff">${letter}</text></svg>`,
  );

runBench(async () => {
  const [folder, seedText] = process.argv.slice(2).filter((arg, at, args) => !arg.startsWith("--") && !args[at - 1]?.startsWith("--"));
  if (!folder) throw new Error("usage: object-remover-blind.mts <folder> [seed] [--set held-out]");
  fs.mkdirSync(folder, { recursive: true });
  const random = seededRandom(Number(seedText ?? 7));
  const key: Record<string, Record<string, string>> = {};
  for (const [index, fillCase] of fillCaseSet().cases.entries()) {
    const built = await buildCase(fillCase);
    const { outputs } = await evaluateCase(built);
    const bounds = maskBounds(built.hole);
    if (!bounds) continue;
    const padX = Math.round(bounds.width * CONTEXT);
    const padY = Math.round(bounds.height * CONTEXT);
    const left = Math.max(0, bounds.x - padX);
    const top = Math.max(0, bounds.y - padY);
    const box = {
      left,
      top,
      width: Math.min(built.clean.width, bounds.x + bounds.width + padX) - left,
      height: Math.min(built.clean.height, bounds.y + bounds.height + padY) - top,
    };
    const entries: [string, Raster][] = [
      ["clean", built.clean],
      ["ours", outputs.ours],
      ["telea", outputs.telea],
      ["ns", outputs.ns],
    ];
    for (let i = entries.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [entries[i], entries[j]] = [entries[j] as [string, Raster], entries[i] as [string, Raster]];
    }
    const tiles = await Promise.all(entries.map(([, image]) => tileOf(image, box, TILE, TILE, "inside")));
    const { width = TILE, height = TILE } = await sharp(tiles[0]).metadata();
    const layers: sharp.OverlayOptions[] = [];
    tiles.forEach((tile, at) => {
      const x = (at % 2) * (width + GAP);
      const y = Math.floor(at / 2) * (height + LABEL + GAP);
      layers.push({ input: label(LETTERS[at] as string), left: x, top: y }, { input: tile, left: x, top: y + LABEL });
    });
    const name = `case-${String(index + 1).padStart(2, "0")}`;
    await sharp({ create: { width: 2 * width + GAP, height: 2 * (height + LABEL) + GAP, channels: 3, background: "#111" } })
      .composite(layers)
      .png()
      .toFile(path.join(folder, `${name}.png`));
    key[name] = Object.fromEntries(entries.map(([method], at) => [LETTERS[at] as string, method]));
    console.log(`${name}: ${fillCase.name}`);
  }
  fs.writeFileSync(path.join(folder, "..", `${path.basename(folder)}-key.json`), JSON.stringify(key, null, 2));
});
