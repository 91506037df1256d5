/**
 * Bundles the CLI into dist/pixelbatch.js with esbuild (`npm run build` here; `npm pack` runs it).
 * The repository's code is bundled; npm packages stay imports, and each must be a dependency in
 * cli/package.json. The tool folders are not shipped: the server's folder discovery
 * (server/tasks/tool-metas.ts) is replaced by the metas it finds now, as static imports.
 */
import fs from "node:fs";
import path from "node:path";
import { builtinModules } from "node:module";
import { build, type Plugin } from "esbuild";
import { toolMetas } from "../server/tasks/tool-metas";

const ROOT = path.resolve(__dirname, "..");

/** server/tasks/tool-metas.ts as a static list of the API tools' metas, read from the tool folders at bundle time. */
function staticToolMetas(): Plugin {
  return {
    name: "static-tool-metas",
    setup(context) {
      context.onLoad({ filter: /[\\/]server[\\/]tasks[\\/]tool-metas\.ts$/ }, () => {
        const ids = toolMetas()
          .filter((meta) => meta.api)
          .map((meta) => meta.id);
        const imports = ids.map((id, index) => `import meta${index} from ${JSON.stringify(path.join(ROOT, "src/tools", id, "meta.ts"))};`);
        const list = ids.map((_, index) => `meta${index}`).join(", ");
        return { contents: `${imports.join("\n")}\nexport function toolMetas() { return [${list}]; }\n`, loader: "ts", resolveDir: ROOT };
      });
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
  return new Set(names.filter((name) => !builtinModules.includes(name)));
}

/** Writes the bundle; throws when it needs a package cli/package.json does not list. */
export async function buildCli(outFile = path.join(__dirname, "dist", "pixelbatch.js")): Promise<void> {
  const result = await build({
    entryPoints: [path.join(__dirname, "src/main.ts")],
    outfile: outFile,
    bundle: true,
    platform: "node",
    target: "node20",
    format: "cjs",
    packages: "external",
    metafile: true,
    logLevel: "warning",
    plugins: [staticToolMetas()],
  });
  const declared = Object.keys(
    (JSON.parse(fs.readFileSync(path.join(__dirname, "package.json"), "utf8")) as { dependencies?: object }).dependencies ?? {},
  );
  const missing = [...packagesOf(result.metafile)].filter((name) => !declared.includes(name)).sort();
  if (missing.length > 0) throw new Error(`The bundle imports packages cli/package.json does not depend on: ${missing.join(", ")}.`);
  fs.chmodSync(outFile, 0o755);
}

if (require.main === module)
  buildCli().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
