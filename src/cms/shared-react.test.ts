/** @jest-environment node */
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * The Content Manager renders the site's own components in Decap's preview, and Decap mounts them
 * with its React: two copies of React in the bundle would break every hook of those components
 * (and double the admin page's weight). Each of Decap's packages that uses React must therefore
 * find the very files the site finds.
 */
const ROOT = path.resolve(__dirname, "../..");
const REACT_ENTRIES = ["react", "react/jsx-runtime", "react-dom", "react-dom/client"];

const resolverIn = (dir: string) => createRequire(path.join(dir, "package.json"));
const usesReact = (dir: string) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, "package.json"), "utf8")) as Record<
    string,
    Record<string, string> | undefined
  >;
  return ["dependencies", "peerDependencies"].some(
    (kind) => manifest[kind]?.react !== undefined || manifest[kind]?.["react-dom"] !== undefined,
  );
};

const decapApp = path.dirname(resolverIn(ROOT).resolve("decap-cms-app/package.json"));
const ownPackages = path.join(decapApp, "node_modules");
const decapPackages = [
  decapApp,
  ...fs
    .readdirSync(ownPackages)
    .map((name) => path.join(ownPackages, name))
    .filter((dir) => fs.existsSync(path.join(dir, "package.json")) && usesReact(dir)),
];

it("finds Decap's packages that use React, decap-cms-core among them", () => {
  expect(decapPackages.map((dir) => path.basename(dir))).toEqual(expect.arrayContaining(["decap-cms-app", "decap-cms-core"]));
});

it.each(decapPackages.map((dir) => [path.relative(ROOT, dir), dir]))("%s shares the site's React and React DOM", (_name, dir) => {
  for (const entry of REACT_ENTRIES) expect(resolverIn(dir).resolve(entry)).toBe(resolverIn(ROOT).resolve(entry));
});
