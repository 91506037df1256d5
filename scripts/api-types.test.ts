/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// The generator runs as its own process: openapi-typescript needs ES modules, which Jest cannot load here.
test("the committed API types are what the server's OpenAPI document generates today", () => {
  const generated = execFileSync(process.execPath, ["--import", "tsx", path.join(__dirname, "api-types.ts"), "--stdout"], {
    encoding: "utf8",
  });
  expect(fs.readFileSync(path.join(__dirname, "../src/lib/api/schema.d.ts"), "utf8")).toBe(generated);
}, 60_000);
