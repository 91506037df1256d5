import type { GatsbyNode } from "gatsby";

/**
 * Server rendering never runs a tool: the Content Manager, the models, the codecs and pdf.js are
 * only reached through `import()` and `new Worker(…)` in effects and handlers. Webpack compiles
 * those for the HTML renderer all the same (tfjs, Decap and every tool worker again, about 100 s
 * of a 4-minute build for 100 MB that no page reads), so in the HTML stages the packages become
 * empty modules and workers are not followed (Gatsby's advice for browser-only packages:
 * https://www.gatsbyjs.com/docs/debugging-html-builds/#fixing-third-party-modules).
 */
const BROWSER_ONLY_PACKAGES =
  /[\\/]node_modules[\\/](decap-cms-app|netlify-identity-widget|@tensorflow|onnxruntime-web|@imgly|pdfjs-dist|@jsquash|libheif-js|utif2)[\\/]/;

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ stage, actions, loaders }) => {
  if (stage !== "build-html" && stage !== "develop-html") return;
  actions.setWebpackConfig({
    module: {
      parser: { javascript: { worker: false, url: false } },
      rules: [{ test: BROWSER_ONLY_PACKAGES, use: loaders.null() }],
    },
  });
};
