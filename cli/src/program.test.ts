/** @jest-environment node */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PassThrough } from "node:stream";
import { CommanderError } from "commander";
import { buildProgram } from "./program";

/** Runs the command line as a user would type it (arguments after "pixelbatch"); answers its exit code and output. */
async function run(args: string[], env: NodeJS.ProcessEnv = {}) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = "";
  let err = "";
  stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
  let code: number | undefined;
  const program = buildProgram({ env, cwd: __dirname, stdout, stderr }, (exitCode) => (code = exitCode));
  try {
    await program.parseAsync(args, { from: "user" });
  } catch (error) {
    // As main.ts does: commander has printed its own errors, the others are printed here.
    if (!(error instanceof CommanderError)) err += `${(error as Error).message}\n`;
    code = (error as { exitCode?: number }).exitCode ?? 1;
  }
  return { code, out, err };
}

describe("the command line's arguments", () => {
  it("lists an action's settings as flags in its --help, with choices and defaults from the schema", async () => {
    const { out } = await run(["compress", "--help"]);
    expect(out).toMatch(/--quality <integer>\s+Quality \(1–100\)\. For JPEG, WebP, AVIF and JPEG XL\s+output/);
    expect(out).toMatch(/--jpeg-encoding <string>[\s\S]*choices:\s+"auto",\s+"baseline",\s+"progressive"/);
    expect(out).toMatch(/--max-width <integer>/);
  });

  it("prints its version from cli/package.json", async () => {
    const { version } = JSON.parse(fs.readFileSync(path.join(__dirname, "../package.json"), "utf8")) as { version: string };
    for (const flag of ["--version", "-V"]) expect(await run([flag])).toEqual({ code: 0, out: `${version}\n`, err: "" });
  });

  it("marks --out as required in an action's help, and refuses a run without it in commander's words", async () => {
    expect((await run(["resize", "--help"])).out).toMatch(/-o, --out <dir>\s+folder the results are written to \(required\)\n/);
    expect((await run(["resize", "--help"])).out).not.toMatch(/--template <text>[^\n]*\(required\)/);
    expect(await run(["resize", "x.jpg", "--local"])).toEqual({
      code: 1,
      out: "",
      err: "error: required option '-o, --out <dir>' not specified\n",
    });
  });

  it("refuses a value the setting's schema does not allow, naming the setting", async () => {
    const { code, err } = await run(["compress", "x.jpg", "--local", "--quality", "500", "--out", "out"]);
    expect(code).toBe(1);
    expect(err).toMatch(/"quality": Too big/);
  });

  it("refuses a choice the setting does not have", async () => {
    const { code, err } = await run(["resize", "x.jpg", "--mode", "huge", "--out", "out"]);
    expect(code).toBe(1);
    expect(err).toMatch(/--mode <string>' argument 'huge' is invalid. Allowed choices are width, height/);
  });

  it("asks for a key before an --api run", async () => {
    const { code, err } = await run(["compress", "x.jpg", "--api", "--out", "out"]);
    expect(code).toBe(1);
    expect(err).toMatch(/--api needs an API key in PIXELBATCH_API_KEY/);
  });

  it("takes --local's task memory and time scale within the ranges the API's server takes, and refuses them for --api", async () => {
    expect(await run(["compress", "x.jpg", "--local", "--task-memory", "100", "--out", "out"])).toEqual({
      code: 1,
      out: "",
      err: '--task-memory takes a whole number from 256 to 65536, not "100".\n',
    });
    expect(await run(["compress", "x.jpg", "--local", "--time-scale", "0", "--out", "out"])).toEqual({
      code: 1,
      out: "",
      err: '--time-scale takes a number from 0.001 to 100, not "0".\n',
    });
    const env = { PIXELBATCH_API_KEY: "pb_key", PIXELBATCH_API_URL: "http://127.0.0.1:9" };
    expect(await run(["compress", "x.jpg", "--time-scale", "2.5", "--out", "out"], env)).toEqual({
      code: 1,
      out: "",
      err: "--task-memory and --time-scale are for --local runs: the API's server sets its own limits.\n",
    });
  });

  it("refuses a template with a field it does not know", async () => {
    const { code, err } = await run(["compress", "x.jpg", "--template", "{name}-{size}", "--out", "out"]);
    expect(code).toBe(1);
    expect(err).toMatch(/--template: Unknown field \{size\}/);
  });
});

describe("--dry-run", () => {
  let folder: string;

  beforeAll(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "pb-dry-run-"));
    for (const name of ["a.jpg", "b.png", "notes.txt"]) fs.writeFileSync(path.join(folder, name), "x");
  });

  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it("lists the files and the credits an API run would take, from the action's cost, and makes nothing", async () => {
    const out = path.join(folder, "out");
    const env = { PIXELBATCH_API_KEY: "pb_key", PIXELBATCH_API_URL: "http://127.0.0.1:9" };
    const { code, out: printed } = await run(["remove-background", folder, "--dry-run", "--out", out], env);
    expect(code).toBe(0);
    expect(printed).toContain(
      `remove-background (Remove image backgrounds) over the API:\n  ${path.join(folder, "a.jpg")}\n  ${path.join(folder, "b.png")}\n`,
    );
    expect(printed).toContain("2 files to make, 4 credits (2 per file).");
    expect(fs.existsSync(out)).toBe(false);
  });

  it("says a local run is free", async () => {
    const { out } = await run(["compress", folder, "--local", "--dry-run", "--out", path.join(folder, "out")]);
    expect(out).toContain("2 files to make, 0 credits (local runs are free).");
  });
});
