/** @jest-environment node */
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { corpusDir } from "../src/test-utils/corpus";

const ROOT = path.resolve(__dirname, "..");
const PHOTOS = ["rocket_launch_640x427.jpg", "skagen_beach_camera_exif_800x600.jpg"];
const work = fs.mkdtempSync(path.join(os.tmpdir(), "pb-npx-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

test("after the root's npm ci, `npx pixelbatch` from the repository root runs the CLI: two photos compressed --local", async () => {
  const photos = path.join(work, "photos");
  fs.mkdirSync(photos);
  for (const name of PHOTOS) fs.copyFileSync(path.join(corpusDir(), "photos", name), path.join(photos, name));
  const out = path.join(work, "compressed");
  // The README's command, from the root. npx neither installs nor asks the registry here: without the
  // workspace's link it fails, rather than fetching whatever the registry holds under that name.
  const { stdout } = await promisify(execFile)("npx", ["pixelbatch", "compress", photos, "--local", "--out", out], {
    cwd: ROOT,
    env: { ...process.env, npm_config_yes: "false", npm_config_offline: "true" },
  });
  expect(stdout).toContain("2 done, 0 failed");
  for (const name of PHOTOS) {
    const input = await sharp(path.join(photos, name)).metadata();
    const { info } = await sharp(path.join(out, name)).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([input.width, input.height]);
    expect(fs.statSync(path.join(out, name)).size).toBeLessThan(fs.statSync(path.join(photos, name)).size);
  }
}, 60_000);
