/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { installedPackageDir } from "./package-model";

describe("installedPackageDir", () => {
  it("finds a model package by its folder, even one that exports no package.json", () => {
    const dir = installedPackageDir("@upscalerjs/esrgan-slim");
    expect(dir).not.toBeNull();
    expect(fs.existsSync(path.join(dir!, "models"))).toBe(true);
  });

  it("says null for a package that is not installed", () => {
    expect(installedPackageDir("@pixelbatch/no-such-model")).toBeNull();
  });
});
