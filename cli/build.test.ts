/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { MODEL_CATALOGUE } from "../src/models/catalogue";
import { corpusDir } from "../src/test-utils/corpus";
import { ACTIONS } from "../server/tasks/actions";
import { buildCli } from "./build";

const folder = fs.mkdtempSync(path.join(os.tmpdir(), "pb-cli-bundle-"));
const bundle = path.join(folder, "pixelbatch.js");
/** The bundle sits outside the repository: only its npm packages are found, through NODE_PATH. */
const run = (args: string[]) =>
  execFileSync(process.execPath, [bundle, ...args], {
    encoding: "utf8",
    env: { ...process.env, NODE_PATH: path.join(__dirname, "../node_modules") },
  });

beforeAll(() => buildCli(bundle), 60_000);
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
