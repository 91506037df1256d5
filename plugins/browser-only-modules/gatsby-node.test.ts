/** @jest-environment node */
import path from "node:path";
import { onCreateWebpackConfig } from "./gatsby-node";

type Config = { module: { parser: { javascript: Record<string, boolean> }; rules: { test: RegExp; use: unknown }[] } };

function configFor(stage: string): Config | null {
  let config: Config | null = null;
  const nullLoader = { loader: "null-loader" };
  const args = { stage, actions: { setWebpackConfig: (value: Config) => (config = value) }, loaders: { null: () => nullLoader } };
  (onCreateWebpackConfig as unknown as (a: typeof args) => void)(args);
  return config;
}

const moduleFile = (...parts: string[]) => path.join("/site", "node_modules", ...parts);

describe("browser-only modules in the HTML renderer", () => {
  it("empties the browser-only packages and leaves workers unfollowed when pages are rendered", () => {
    for (const stage of ["build-html", "develop-html"]) {
      const config = configFor(stage)!;
      expect(config.module.parser.javascript).toEqual({ worker: false, url: false });
      const [rule] = config.module.rules;
      expect(rule!.use).toEqual({ loader: "null-loader" });
      for (const file of [
        moduleFile("decap-cms-app", "dist", "esm", "index.js"),
        moduleFile("@tensorflow", "tfjs-core", "dist", "index.js"),
        moduleFile("onnxruntime-web", "dist", "ort.bundle.min.mjs"),
        moduleFile("pdfjs-dist", "legacy", "build", "pdf.mjs"),
        moduleFile("@jsquash", "avif", "encode.js"),
      ]) {
        expect(rule!.test.test(file)).toBe(true);
      }
    }
  });

  it("keeps what pages render with, and changes nothing for the browser bundles", () => {
    const rule = configFor("build-html")!.module.rules[0]!;
    for (const file of [
      moduleFile("react-dom", "server.js"),
      moduleFile("lucide-react", "dist", "esm", "icons", "x.js"),
      "/site/src/tools/bulk-image-compressor/meta.ts",
    ]) {
      expect(rule.test.test(file)).toBe(false);
    }
    expect(configFor("build-javascript")).toBeNull();
    expect(configFor("develop")).toBeNull();
  });
});
