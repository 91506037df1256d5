// Lint rules for all TypeScript and scripts; formatting is Prettier's job (eslint-config-prettier).
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const LOWER_LAYER = {
  regex: "(^|/)(bulk|components|pages|templates|hooks)/",
  message: "A lower layer may not import the browser runtime or the site.",
};
/** The server's folder, or a tool's server.ts (by a relative path: react-dom/server is a package). */
const NODE_ONLY = {
  regex: "^\\.\\.?/(.*/)?server(\\.ts)?(/|$)",
  message: "Node-only code (server/, a tool's server.ts) must not reach a page or a worker bundle.",
};

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      "node_modules/",
      ".e2e/",
      "bench/results/",
      ".bench/",
      "src/test-utils/jest-preprocess.cjs",
      "cli/dist/",
      // AssemblyScript, compiled by scripts/lanczos-wasm.ts: its types (i32, v128) are not TypeScript's.
      "src/**/assembly/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: "detect" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["**/*.mjs", "**/*.cjs", "**/*.js"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["**/*.test.ts", "**/*.test.tsx", "src/test-utils/**"],
    languageOptions: { globals: globals.jest },
  },
  {
    // Node-only code never reaches a page or a worker: nothing under src/ imports the server's code
    // or a tool's server.ts but a tool's server.ts itself (and tests and test helpers, run by Node).
    files: ["src/**"],
    ignores: ["src/tools/*/server.ts", "src/test-utils/**", "**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [NODE_ONLY] }] },
  },
  {
    // The layers point down (lib → domain → codecs/models → runtime → tools → pages and server): the
    // tool contract and the codecs are what the server and the CLI stand on, so they must not reach
    // into the browser runtime or the site.
    files: ["src/domain/**", "src/codecs/**", "src/models/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [LOWER_LAYER, NODE_ONLY] }] },
  },
  {
    files: ["server/**"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: { "no-restricted-imports": ["error", { patterns: [LOWER_LAYER] }] },
  },
  {
    files: ["src/domain/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: ["react", "react-dom"],
          patterns: [{ regex: "^\\.\\./(?!domain/)", message: "The tool contract depends on nothing but zod and itself." }],
        },
      ],
    },
  },
  prettier,
);
