/**
 * The files a size list asks for (meta.generate), and the check of each one in the worker. Bad
 * entries become files of their own that fail with their message, so the visitor sees every
 * problem beside the sizes that worked.
 */
import { z } from "zod";
import type { GeneratedSource } from "../../domain/tool";
import { MAX_SIDE, parseSizeList } from "./sizes";

const side = z.number().int().min(1).max(MAX_SIDE);
const spec = z.union([z.object({ problem: z.string() }), z.object({ width: side, height: side })]);

export function placeholderSources(sizes: string): GeneratedSource[] {
  const entries = parseSizeList(sizes);
  if (entries.length === 0) return [{ name: "sizes", spec: { problem: "the size list is empty: add sizes such as 1200x630" } }];
  return entries.map((entry) =>
    "width" in entry
      ? { name: `placeholder-${entry.width}x${entry.height}`, spec: { width: entry.width, height: entry.height } }
      : { name: entry.text, spec: { problem: entry.problem } },
  );
}

/** The size a generated job is to have; throws the entry's problem, worded for the visitor. */
export function sizeOfSpec(candidate: Record<string, unknown>): { width: number; height: number } {
  const parsed = spec.safeParse(candidate);
  if (!parsed.success) throw new Error(`the placeholder size is missing or out of range (at most ${MAX_SIDE} pixels a side)`);
  if ("problem" in parsed.data) throw new Error(parsed.data.problem);
  return parsed.data;
}
