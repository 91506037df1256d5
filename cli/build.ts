/**
 * Bundles the CLI into dist/pixelbatch.js with esbuild (`npm run build` here; `npm pack` runs it),
 * and beside it dist/runner-process.js, the runner processes --local forks (the server's runner pool:
 * server/processing/runner-process.ts), which hold the actions' code. The repository's code is
 * bundled; npm packages stay imports, and each must be a dependency in cli/package.json. The tool
 * folders are not shipped: the server's folder discovery (server/tasks/tool-metas.ts and
 * server/processing/tool-servers.ts) is replaced by the metas and runners it finds now, as static imports.
 */
import fs from "node:fs";
import path from "node:path";
import { builtinModules } from "node:module";
import { build, type Metafile, type Plugin } from "esbuild";
import { TOOL_FILES } from "../src/lib/tool-files";
import { folderFile, toolFolders } from "../server/tasks/tool-folders";
import { toolMetas } from "../server/tasks/tool-metas";

// Resolved, not __dirname: tsx gives a module an ES module imports (the CLI bench) a __dirname of "data:text".
const CLI_DIR = path.dirname(require.resolve("./package.json"));
const ROOT = path.resolve(CLI_DIR, "..");
/** The runner's bundle, written beside the CLI's. */
const RUNNER = "runner-process";
/**
 * Packages the bundles name but never load: tsx, which the runner pool resolves only to fork a
 * TypeScript runner (from source), never the bundled one.
 */
const SOURCE_ONLY = ["tsx"];

/**
 * server/tasks/tool-metas.ts and server/processing/tool-servers.ts as static lists, read from the
 * tool folders at bundle time by the same discovery: the API tools' metas, and the lazy `require` of
 * each one's server.ts, which esbuild bundles and runs when it is first called.
 */
function staticToolFolders(): Plugin {
  const apiFolders = () => {
    const apiIds = new Set(
      toolMetas()
        .filter((meta) => meta.api)
        .map((meta) => meta.id),
    );
    return toolFolders().filter((folder) => apiIds.has(folder.id));
  };
  return {
    name: "static-tool-folders",
    setup(context) {
      context.onLoad({ filter: /[\\/]server[\\/]tasks[\\/]tool-metas\.ts$/ }, () => {
        const folders = apiFolders();
        const imports = folders.map(
          (folder, index) => `import meta${index} from ${JSON.stringify(path.join(folder.dir, TOOL_FILES.meta))};`,
        );
        const list = folders.map((_, index) => `meta${index}`).join(", ");
        return { contents: `${imports.join("\n")}\nexport function toolMetas() { return [${list}]; }\n`, loader: "ts", resolveDir: ROOT };
      });
      context.onLoad({ filter: /[\\/]server[\\/]processing[\\/]tool-servers\.ts$/ }, () => {
        const loaders = apiFolders().flatMap((folder) => {
          const file = folderFile(folder, TOOL_FILES.server);
          return file ? [`${JSON.stringify(folder.id)}: () => require(${JSON.stringify(file)})`] : [];
        });
        return { contents: `export function toolServers() { return { ${loaders.join(", ")} }; }\n`, loader: "ts", resolveDir: ROOT };
      });
    },
  };
}

/**
 * The runner pool finds its runner with require.resolve("./runner-process"), which esbuild leaves to
 * run (with a warning unless it is external): resolved from the bundle's folder, it finds the
 * runner's bundle there. Said here, so the bundle asks for that file by its name.
 */
function runnerBesideBundle(): Plugin {
  return {
    name: "runner-beside-bundle",
    setup(context) {
      context.onResolve({ filter: /^\.\/runner-process$/ }, (args) =>
        args.kind === "require-resolve" && /[\\/]server[\\/]processing[\\/]runner-pool\.ts$/.test(args.importer)
          ? { path: `./${RUNNER}.js`, external: true }
          : undefined,
      );
    },
  };
}

/** The npm packages a bundle imports, from esbuild's metafile. */
function packagesOf(metafile: { outputs: Record<string, { imports: { path: string; external?: boolean }[] }> }): Set<string> {
  const imports = Object.values(metafile.outputs).flatMap((output) => output.imports.filter((entry) => entry.external));
  const names = imports
    .map((entry) => entry.path)
    .filter((name) => !name.startsWith("node:") && !path.isAbsolute(name) && !name.startsWith("."))
    .map((name) =>
      name
        .split("/")
        .slice(0, name.startsWith("@") ? 2 : 1)
        .join("/"),
    );
  return new Set(names.filter((name) => !builtinModules.includes(name) && !SOURCE_ONLY.includes(name)));
}

/** Writes pixelbatch.js and runner-process.js to the folder; throws when they need a package cli/package.json does not list. */
export async function buildCli(outDir = path.join(CLI_DIR, "dist")): Promise<Metafile> {
  const result = await build({
    entryPoints: [
      { in: path.join(CLI_DIR, "src/main.ts"), out: "pixelbatch" },
      { in: path.join(ROOT, "server/processing/runner-process.ts"), out: RUNNER },
    ],
    outdir: outDir,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "cjs",
    packages: "external",
    metafile: true,
    logLevel: "warning",
    plugins: [staticToolFolders(), runnerBesideBundle()],
  });
  const declared = Object.keys(
    (JSON.parse(fs.readFileSync(path.join(CLI_DIR, "package.json"), "utf8")) as { dependencies?: object }).dependencies ?? {},
  );
  const missing = [...packagesOf(result.metafile)].filter((name) => !declared.includes(name)).sort();
  if (missing.length > 0) throw new Error(`The bundle imports packages cli/package.json does not depend on: ${missing.join(", ")}.`);
  fs.chmodSync(path.join(outDir, "pixelbatch.js"), 0o755);
  return result.metafile;
}

if (require.main === module)
  buildCli().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
