/**
 * Compiles the Lanczos SIMD kernel (src/codecs/lanczos/assembly/reduce.ts) with AssemblyScript and
 * writes it into src/codecs/lanczos/reduce-wasm.ts as base64 (`npm run wasm:lanczos`; with
 * --stdout it prints the module instead). Inline bytes reach the workers, the server and Jest alike
 * without a bundler rule for .wasm files; at under a kilobyte they cost less than a request.
 * A test compiles again and compares, so the committed bytes never drift from their source.
 */
import fs from "node:fs";
import path from "node:path";
import { format, resolveConfig } from "prettier";

const SOURCE = path.join(__dirname, "../src/codecs/lanczos/assembly/reduce.ts");
const MODULE_FILE = path.join(__dirname, "../src/codecs/lanczos/reduce-wasm.ts");

const HEADER = "// Generated from assembly/reduce.ts by `tsx scripts/lanczos-wasm.ts` (AssemblyScript, -O3, SIMD): do not edit.\n";

/** The part of AssemblyScript's compiler API used here. */
interface Asc {
  main(
    argv: string[],
    options: { writeFile(name: string, contents: Uint8Array | string): void },
  ): Promise<{ error: Error | null; stderr: { toString(): string } }>;
}

/** The compiler's own type declarations declare globals (`require`, `i32`) for AssemblyScript code, so they stay out of this program. */
const ASC_MODULE = "assemblyscript/asc";

export async function lanczosWasm(): Promise<string> {
  // AssemblyScript's compiler is an ES module only.
  const { default: asc } = (await import(ASC_MODULE)) as { default: Asc };
  let binary: Uint8Array | null = null;
  const { error, stderr } = await asc.main(
    [path.relative(process.cwd(), SOURCE), "-O3", "--runtime", "stub", "--noAssert", "--enable", "simd", "--outFile", "reduce.wasm"],
    {
      writeFile: (_name: string, contents: Uint8Array | string) => {
        binary = typeof contents === "string" ? Buffer.from(contents) : contents;
      },
    },
  );
  if (error || !binary) throw new Error(`AssemblyScript could not compile ${SOURCE}: ${error?.message ?? ""}\n${stderr.toString()}`);
  const text = `${HEADER}export const REDUCE_WASM = "${Buffer.from(binary).toString("base64")}";\n`;
  return format(text, { ...(await resolveConfig(MODULE_FILE)), filepath: MODULE_FILE });
}

if (require.main === module) {
  lanczosWasm().then(
    (text) => (process.argv.includes("--stdout") ? process.stdout.write(text) : fs.writeFileSync(MODULE_FILE, text)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
