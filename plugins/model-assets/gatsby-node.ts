import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { MODEL_CATALOGUE } from "../../src/models/catalogue";
import type { ModelManifest } from "../../src/models/manifest";
import { copyModels } from "./copy-models";

let manifest: ModelManifest = {};

/**
 * Copies the models at every start (so `gatsby develop` serves them too) rather than committing
 * hundreds of megabytes; then tells webpack where they went.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPreBootstrap
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  manifest = await copyModels(MODEL_CATALOGUE, path.resolve("node_modules"), path.resolve("public"));
  reporter.info(`model-assets: ${Object.keys(manifest).length} models in public/models/`);
};

/**
 * onnxruntime-web's bundles name their default .wasm and their own file in `new URL(…, import.meta.url)`,
 * which webpack would copy into the build (24 MB for the WebGPU runtime) although the tools hand ONNX
 * Runtime its files from /models/ (src/models/isnet/session.ts): those URLs are left to run time.
 */
const ORT_BUNDLES = /[\\/]onnxruntime-web[\\/]dist[\\/]/;

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions, plugins }) => {
  actions.setWebpackConfig({
    plugins: [plugins.define({ __MODEL_MANIFEST__: JSON.stringify(manifest) })],
    module: { rules: [{ test: ORT_BUNDLES, parser: { url: false } }] },
  });
};
