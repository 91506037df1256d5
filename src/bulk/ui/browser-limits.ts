/**
 * What this browser lacks of what a tool uses, said once on the tool page with what to do instead
 * (spec: honest capability). Each feature is found by its effect, never by the browser's name.
 */
import type { ToolMeta } from "../../domain/tool";
import { hasWebGpu } from "../../models/backend";
import { wasmThreadsWork } from "../../models/wasm-threads";
import { canSaveToFolder } from "../output/save-folder";

export interface BrowserFeatures {
  saveToFolder: boolean;
  wasmThreads: boolean;
  webgpu: boolean;
}

/** The encoders that run several threads where they can; the others are single-threaded everywhere. */
const THREADED_OUTPUTS = ["avif", "jxl"];

export async function detectBrowserFeatures(): Promise<BrowserFeatures> {
  return { saveToFolder: canSaveToFolder(), wasmThreads: wasmThreadsWork(), webgpu: await hasWebGpu() };
}

/** One sentence naming what is missing here and its consequence, or null when the tool has all it uses. */
export function browserLimits(features: BrowserFeatures, tool: Pick<ToolMeta, "outputs" | "webgpu">): string | null {
  const missing: string[] = [];
  if (!features.saveToFolder) missing.push("no saving into a folder (“Download all as ZIP” gives every file at once)");
  const threaded = tool.outputs.filter((output) => THREADED_OUTPUTS.includes(output));
  if (!features.wasmThreads && threaded.length > 0) {
    const names = threaded.map((output) => (output === "jxl" ? "JPEG XL" : output.toUpperCase())).join(" and ");
    missing.push(`no WebAssembly threads, so ${names} files are encoded on one core and take longer`);
  }
  if (!features.webgpu && tool.webgpu) missing.push("no WebGPU, so the model runs on the CPU, several times slower");
  if (missing.length === 0) return null;
  return `In this browser: ${missing.join("; ")}. Chrome or Edge on a computer has everything this tool uses.`;
}
