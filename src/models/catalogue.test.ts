/** @jest-environment node */
import fs from "node:fs";
import path from "node:path";
import { MODEL_CATALOGUE } from "./catalogue";

const root = path.resolve(__dirname, "../..");

describe("model catalogue", () => {
  it.each(MODEL_CATALOGUE.map((model) => [model.id, model] as const))("%s comes from an installed package", (_id, model) => {
    const packageDir = path.join(root, "node_modules", model.package);
    for (const source of Object.values(model.files)) {
      const [file, key] = source.split("#") as [string, string | undefined];
      expect(fs.existsSync(path.join(packageDir, file))).toBe(true);
      if (key !== undefined) expect(JSON.parse(fs.readFileSync(path.join(packageDir, file), "utf8"))).toHaveProperty([key]);
    }
  });

  it("has unique ids", () => {
    const ids = MODEL_CATALOGUE.map((model) => model.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("is listed in the README with each model's package and licence", () => {
    const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
    for (const model of MODEL_CATALOGUE) {
      const row = readme.split("\n").find((line) => line.startsWith(`| \`${model.id}\``));
      expect(row).toBeDefined();
      expect(row).toContain(model.package);
      expect(row).toContain(model.license);
    }
  });
});
