import type { Config } from "jest";

/** Unit and component tests beside the code (src/, server/, plugins/, scripts/, cli/); browser tests live in e2e/ and run under Playwright. */
const config: Config = {
  testEnvironment: "jsdom",
  roots: ["<rootDir>/src", "<rootDir>/server", "<rootDir>/plugins", "<rootDir>/scripts", "<rootDir>/cli"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  transform: { "^.+\\.[jt]sx?$": "<rootDir>/src/test-utils/jest-preprocess.cjs" },
  // Compiled from node_modules: Gatsby's runtime and ESM-only packages (Jest on Node 20 cannot
  // require ESM), the @jsquash codecs among them. The pattern looks at the innermost node_modules
  // folder of a path.
  transformIgnorePatterns: [
    "node_modules/(?!(?:gatsby|gatsby-script|gatsby-link|gatsby-page-utils|content-disposition|cookie|htmlparser2|domhandler|domutils|domelementtype|entities|dom-serializer|thumbhash|@jsquash|wasm-feature-detect|jose)/)[^/]+/(?!.*node_modules/)",
  ],
  moduleNameMapper: {
    "\\.css$": "identity-obj-proxy",
    "^gatsby$": "<rootDir>/src/test-utils/gatsby-mock.tsx",
  },
  setupFiles: ["<rootDir>/src/test-utils/globals.ts"],
  setupFilesAfterEnv: ["@testing-library/jest-dom"],
};

export default config;
