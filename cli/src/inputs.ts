/** The files a run takes: named files, folders (searched through) and glob patterns, each once, in a stable order. */
import fs from "node:fs";
import path from "node:path";
import { glob, isDynamicPattern } from "tinyglobby";
import { FORMATS, formatOfExtension } from "../../src/domain/formats";
import { ACTION_TOOLS } from "../../server/tasks/actions";

export interface InputFile {
  /** Absolute path. */
  path: string;
  /** Path below the folder or glob base it was found in ("" parts for a named file): what --keep-tree keeps. */
  relative: string;
}

/** The extensions of the files the action's tool takes (images; PDFs or books for the tools that read them), from the formats table. */
export function extensionsFor(action: string): string[] {
  return (ACTION_TOOLS[action]?.accepts ?? []).flatMap((format) => FORMATS[format].extensions);
}

/** The content type of a file the action takes, by its extension; null for any other file. */
export function contentTypeOf(file: string, action: string): string | null {
  const format = formatOfExtension(path.extname(file).slice(1));
  return format && ACTION_TOOLS[action]?.accepts.includes(format) ? FORMATS[format].mimeTypes[0] : null;
}

/** The fixed folder a glob starts from: "photos/**\/*.jpg" → "photos". */
function globBase(pattern: string): string {
  const parts = pattern.split(/[\\/]/);
  const fixed = parts.slice(
    0,
    parts.findIndex((part) => isDynamicPattern(part)),
  );
  return fixed.join("/") || ".";
}

/**
 * Every input the arguments name. A folder gives the files the action takes (by their extension),
 * at any depth; a named file is taken as it is, so a mislabelled one gets its own clear failure.
 * Arguments that name nothing are returned as problems. What folders and patterns find inside the
 * output folder is left out: a run's own results are not inputs of the next run.
 */
export async function collectInputs(
  args: readonly string[],
  cwd: string,
  outDir: string,
  action: string,
): Promise<{ files: InputFile[]; problems: string[] }> {
  const found = new Map<string, InputFile>();
  const problems: string[] = [];
  const insideOut = (absolute: string) => !path.relative(outDir, absolute).startsWith("..");
  const add = (absolute: string, base: string) => {
    if (!found.has(absolute)) found.set(absolute, { path: absolute, relative: path.relative(base, absolute) });
  };
  const addFound = (absolute: string, base: string) => insideOut(absolute) || add(absolute, base);
  for (const arg of args) {
    const absolute = path.resolve(cwd, arg);
    const stat = fs.statSync(absolute, { throwIfNoEntry: false });
    if (stat?.isFile()) {
      add(absolute, path.dirname(absolute));
    } else if (stat?.isDirectory()) {
      const names = await glob(
        extensionsFor(action).map((extension) => `**/*.${extension}`),
        { cwd: absolute, caseSensitiveMatch: false },
      );
      for (const name of names.sort()) addFound(path.join(absolute, name), absolute);
    } else if (isDynamicPattern(arg)) {
      const names = await glob(arg, { cwd, onlyFiles: true });
      if (names.length === 0) problems.push(`${arg}: no file matches this pattern.`);
      const base = path.resolve(cwd, globBase(arg));
      for (const name of names.sort()) addFound(path.resolve(cwd, name), base);
    } else {
      problems.push(`${arg}: no such file or folder.`);
    }
  }
  return { files: [...found.values()], problems };
}
