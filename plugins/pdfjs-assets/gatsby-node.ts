import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { copyPdfjsAssets } from "./copy-assets";

/**
 * pdf.js's worker, wasm decoders, fonts, CMaps and ICC profiles, copied from node_modules into
 * public/ at every start (so `gatsby develop` has them too) rather than committed.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onPreBootstrap
 */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const target = await copyPdfjsAssets(path.resolve("node_modules/pdfjs-dist"), path.resolve("public"));
  reporter.info(`pdfjs-assets: copied to ${path.relative(process.cwd(), target)}`);
};
