/** @jest-environment node */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// The compiler runs as its own process: AssemblyScript is an ES module, which Jest cannot load here.
test("the committed kernel bytes are what its AssemblyScript source compiles to today", () => {
  const script = path.join(__dirname, "../../../scripts/lanczos-wasm.ts");
  const generated = execFileSync(process.execPath, ["--import", "tsx", script, "--stdout"], { encoding: "utf8" });
  expect(fs.readFileSync(path.join(__dirname, "reduce-wasm.ts"), "utf8")).toBe(generated);
}, 60_000);
