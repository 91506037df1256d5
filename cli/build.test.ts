/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Metafile } from "esbuild";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { MODEL_CATALOGUE } from "../src/models/catalogue";
import { corpusDir } from "../src/test-utils/corpus";
import { pdfBomb } from "../src/test-utils/pdf-bomb";
import { budgetSeconds } from "../server/processing/task-budget";
import { ACTION_TOOLS, ACTIONS } from "../server/tasks/actions";
import { buildCli } from "./build";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pb-cli-bundle-"));
/** As the npm package has them: the bundles in dist/, and the command npm links, bin/pixelbatch.mjs, which runs the bundle when no source is beside it. */
const dist = path.join(folder, "dist");
const bundle = path.join(dist, "pixelbatch.js");
const command = path.join(folder, "bin", "pixelbatch.mjs");
/**
 * The package sits outside the repository with its npm packages beside it, as an install has them:
 * only they are found. A node_modules folder rather than NODE_PATH, which ES modules loaded with
 * `import()` (PDF.js) do not read.
 */
const run = (args: string[]) => execFileSync(process.execPath, [command, ...args], { encoding: "utf8" });
let metafile: Metafile;

beforeAll(async () => {
  fs.symlinkSync(path.join(__dirname, "../node_modules"), path.join(folder, "node_modules"));
  fs.mkdirSync(path.dirname(command));
  fs.copyFileSync(path.join(__dirname, "bin/pixelbatch.mjs"), command);
  metafile = await buildCli(dist);
}, 60_000);
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

test("the bundle offers every API action the tool folders give, with no tool folder to read", () => {
  expect(fs.readFileSync(bundle, "utf8")).not.toMatch(/readdirSync\([^)]*TOOLS_DIR/);
  const commands = [...run(["--help"]).matchAll(/^ {2}([a-z-]+) \[options\] <inputs\.\.\.>/gm)].map((match) => match[1]);
  expect(commands).toEqual([...ACTIONS]);
});

test("the bundle finds a model's npm package where Node finds its packages, and runs it --local", async () => {
  const input = path.join(folder, "tiny.png");
  await sharp({ create: { width: 24, height: 16, channels: 3, background: "#3a7bd5" } })
    .png()
    .toFile(input);
  const out = path.join(folder, "out");
  run(["upscale", input, "--local", "--out", out]);
  const [written] = fs.readdirSync(out).filter((name) => name.endsWith(".png"));
  expect(written).toBeDefined();
  const { width, height } = await sharp(path.join(out, written!)).metadata();
  expect([width, height]).toEqual([48, 32]);
}, 120_000);

test("the bundle finds the WebAssembly codecs' files where Node finds their packages: a HEIC read, a JPEG XL written", () => {
  const out = path.join(folder, "formats");
  const heic = path.join(corpusDir(), "photos/forest_creek_3088x2056.heic");
  run(["resize", heic, "--local", "--mode", "width", "--width", "300", "--format", "png", "--out", out]);
  run(["convert", path.join(out, "forest_creek_3088x2056.png"), "--local", "--format", "jxl", "--out", out]);
  expect(
    fs
      .readdirSync(out)
      .filter((name) => !name.startsWith("."))
      .sort(),
  ).toEqual(["forest_creek_3088x2056.jxl", "forest_creek_3088x2056.png"]);
  const jxl = fs.readFileSync(path.join(out, "forest_creek_3088x2056.jxl"));
  expect([...jxl.subarray(0, 2)]).toEqual([0xff, 0x0a]);
}, 120_000);

/** The source files esbuild put into a bundle of dist/. */
const inputsOf = (name: string) => Object.keys(metafile.outputs[path.relative(process.cwd(), path.join(dist, name))]?.inputs ?? {});

test("the actions are in the runner's bundle beside the CLI's, which forks it and does not hold them itself", () => {
  expect(inputsOf("runner-process.js")).toContain("server/processing/run-action.ts");
  expect(inputsOf("pixelbatch.js")).toContain("server/processing/runner-pool.ts");
  expect(inputsOf("pixelbatch.js")).not.toContain("server/processing/run-action.ts");
  expect(fs.readFileSync(bundle, "utf8")).toContain('require.resolve("./runner-process.js")');
});

test("each API tool's server.ts, found by folder name at build time, is in the runner's bundle and none in the CLI's", () => {
  const servers = (name: string) => inputsOf(name).filter((input) => /^src\/tools\/[^/]+\/server\.ts$/.test(input));
  expect(
    servers("runner-process.js")
      .map((input) => input.split("/")[2])
      .sort(),
  ).toEqual(ACTIONS.map((action) => ACTION_TOOLS[action]!.id).sort());
  expect(servers("pixelbatch.js")).toEqual([]);
});

test("--local from the bundle runs each file in a runner under its action's budget, scaled by --time-scale: a PDF bomb fails alone", async () => {
  const pdfs = path.join(folder, "pdfs");
  fs.mkdirSync(pdfs);
  fs.writeFileSync(path.join(pdfs, "bomb.pdf"), await pdfBomb(740));
  const blank = await PDFDocument.create();
  blank.addPage([595, 842]);
  fs.writeFileSync(path.join(pdfs, "blank.pdf"), await blank.save());
  const out = path.join(folder, "pages");
  let failure = "";
  try {
    run(["pdf-to-images", pdfs, "--local", "--time-scale", "0.3", "--quiet", "--out", out]);
  } catch (error) {
    failure = String((error as { stderr: string }).stderr);
  }
  const budget = /^\S*bomb\.pdf: this file took longer than this action allows \((\d+) s for ([\d.]+) megapixels to draw\)\n$/.exec(
    failure,
  );
  expect(budget).not.toBeNull();
  const [, seconds, units] = budget!;
  expect(Number(seconds)).toBe(budgetSeconds(ACTION_TOOLS["pdf-to-images"]!.api!.budget, Number(units), 0.3));
  expect(fs.readdirSync(out).filter((name) => !name.startsWith("."))).toEqual(["blank-p01.png"]);
}, 120_000);

test("the package ships the command npm links and the bundles it runs", () => {
  const cli = JSON.parse(fs.readFileSync(path.join(__dirname, "package.json"), "utf8")) as { bin: Record<string, string>; files: string[] };
  expect(cli.bin).toEqual({ pixelbatch: "bin/pixelbatch.mjs" });
  expect(cli.files).toEqual(expect.arrayContaining(["bin", "dist"]));
});

test("every model package the server reads is an optional peer of the CLI, at the repository's version", () => {
  const own = (file: string) => JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, Record<string, unknown> | undefined>;
  const cli = own(path.join(__dirname, "package.json"));
  const repository = own(path.join(__dirname, "../package.json"));
  // The browser's ONNX runtime is served to pages only; the server and the CLI run onnxruntime-node.
  const packages = new Set(MODEL_CATALOGUE.filter((model) => !model.id.startsWith("onnxruntime-")).map((model) => model.package));
  for (const name of packages) {
    if (cli.dependencies?.[name]) continue;
    expect({ name, version: cli.peerDependencies?.[name] }).toEqual({ name, version: repository.dependencies?.[name] });
    expect(cli.peerDependenciesMeta?.[name]).toEqual({ optional: true });
  }
});
