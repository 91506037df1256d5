/**
 * The packages whose compiled part the server and its runners need, checked when a server or worker
 * starts, so that a package npm did not build (its install script skipped, or built for another
 * Node.js) stops the start at once with a message naming it and the command that mends it, instead
 * of a bindings error minutes later, after a build, or inside a task.
 */
import type SQLite from "better-sqlite3";

export interface NativeModule {
  name: string;
  /** Loads the package's compiled part; throws when it is missing or does not load. */
  load: () => void;
  /** What puts the compiled part back, and why it may be missing. */
  remedy: string;
}

/** The remedy of a package whose compiled part comes from an optional package for each platform. */
const OPTIONAL_BINARY = "run `npm ci --include=optional` (its binary comes in an optional package for this platform)";

/*
 * Required when checked, not imported: a package whose compiled part is missing throws as it is
 * loaded (sharp, onnxruntime-node, @napi-rs/canvas), and the check must catch that.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- see above */
export const NATIVE_MODULES: readonly NativeModule[] = [
  {
    // The database: its addon is loaded when a database opens, not when the package is required.
    name: "better-sqlite3",
    load: () => new (require("better-sqlite3") as typeof SQLite)(":memory:").close(),
    remedy: "run `npm rebuild better-sqlite3` (npm may have skipped its install script, or built it for another Node.js)",
  },
  // Every image action's decoding, resizing and encoding.
  { name: "sharp", load: () => require("sharp"), remedy: OPTIONAL_BINARY },
  // The background actions' neural network (ISNet); its binaries are in the package itself.
  { name: "onnxruntime-node", load: () => require("onnxruntime-node"), remedy: "run `npm ci` (its binaries come in the package)" },
  // PDF.js's canvas: the PDF and drawing actions.
  { name: "@napi-rs/canvas", load: () => require("@napi-rs/canvas"), remedy: OPTIONAL_BINARY },
];
/* eslint-enable @typescript-eslint/no-require-imports */

/** One message per module that does not load, saying how to mend it and what the loader said. */
export function nativeModuleProblems(modules: readonly NativeModule[] = NATIVE_MODULES): string[] {
  return modules.flatMap(({ name, load, remedy }) => {
    try {
      load();
      return [];
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).split("\n")[0];
      return [`${name}'s native module is missing or does not load: ${remedy}.\n  ${reason}`];
    }
  });
}

/** Throws one error naming every module that does not load. */
export function assertNativeModules(modules: readonly NativeModule[] = NATIVE_MODULES): void {
  const problems = nativeModuleProblems(modules);
  if (problems.length > 0) throw new Error(problems.join("\n"));
}
