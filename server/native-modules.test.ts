/** @jest-environment node */
import { assertNativeModules, NATIVE_MODULES, nativeModuleProblems, type NativeModule } from "./native-modules";

/** The module as listed, with a loader that fails as bindings does when npm skipped the build. */
const missing = (name: string): NativeModule => ({
  ...NATIVE_MODULES.find((module) => module.name === name)!,
  load: () => {
    throw new Error(`Could not locate the bindings file. Tried:\n → /app/node_modules/${name}/build/Release/addon.node`);
  },
});
const present = (name: string): NativeModule => ({ ...NATIVE_MODULES.find((module) => module.name === name)!, load: () => undefined });

test("a module whose native part does not load is named, with the command that mends it and the loader's first line", () => {
  expect(nativeModuleProblems([present("sharp"), missing("better-sqlite3")])).toEqual([
    "better-sqlite3's native module is missing or does not load: run `npm rebuild better-sqlite3` (npm may have skipped its install script, or built it for another Node.js).\n  Could not locate the bindings file. Tried:",
  ]);
});

test("the start is stopped by one error naming every module that does not load, and goes on when all load", () => {
  expect(() => assertNativeModules([missing("better-sqlite3"), present("sharp"), missing("onnxruntime-node")])).toThrow(
    /^better-sqlite3's native module is missing[^\n]*\n[^\n]*\nonnxruntime-node's native module is missing[^\n]*\n[^\n]*$/,
  );
  expect(() => assertNativeModules([present("better-sqlite3"), present("sharp")])).not.toThrow();
});

test("every native module this install holds loads", () => {
  expect(nativeModuleProblems()).toEqual([]);
});
