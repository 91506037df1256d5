/** @jest-environment node */
import { PassThrough } from "node:stream";
import { buildProgram } from "./program";

/** Runs the command line as a user would type it (arguments after "pixelbatch"); answers its exit code and output. */
async function run(args: string[]) {
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = "";
  let err = "";
  stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
  let code: number | undefined;
  const program = buildProgram({ env: {}, cwd: __dirname, stdout, stderr }, (exitCode) => (code = exitCode));
  try {
    await program.parseAsync(args, { from: "user" });
  } catch (error) {
    code = (error as { exitCode?: number }).exitCode ?? 1;
  }
  return { code, out, err };
}

describe("the command line's arguments", () => {
  it("lists an action's settings as flags in its --help, with choices and defaults from the schema", async () => {
    const { out } = await run(["compress", "--help"]);
    expect(out).toMatch(/--quality <integer>\s+Quality \(1–100\)\. For JPEG, WebP and AVIF output/);
    expect(out).toMatch(/--jpeg-encoding <string>[\s\S]*choices:\s+"auto",\s+"baseline",\s+"progressive"/);
    expect(out).toMatch(/--max-width <integer>/);
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

  it("refuses a template with a field it does not know", async () => {
    const { code, err } = await run(["compress", "x.jpg", "--template", "{name}-{size}", "--out", "out"]);
    expect(code).toBe(1);
    expect(err).toMatch(/--template: Unknown field \{size\}/);
  });
});
