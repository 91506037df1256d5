/** The types an upload may declare, the format each is and the extensions it may be named with. */
import type { InputFormat } from "../../src/domain/formats";
import { ACTION_TOOLS } from "./actions";

export interface UploadType {
  format: InputFormat;
  extensions: readonly string[];
}

// A Map, not an object: a declared type such as "constructor" must not find Object.prototype's members.
export const UPLOAD_TYPES: ReadonlyMap<string, UploadType> = new Map<string, UploadType>([
  ["image/jpeg", { format: "jpeg", extensions: ["jpg", "jpeg", "jpe", "jfif"] }],
  ["image/png", { format: "png", extensions: ["png"] }],
  ["image/webp", { format: "webp", extensions: ["webp"] }],
  ["image/avif", { format: "avif", extensions: ["avif"] }],
  ["image/gif", { format: "gif", extensions: ["gif"] }],
  ["image/bmp", { format: "bmp", extensions: ["bmp"] }],
  ["image/tiff", { format: "tiff", extensions: ["tif", "tiff"] }],
  ["image/heic", { format: "heic", extensions: ["heic", "heif"] }],
  ["image/heif", { format: "heic", extensions: ["heic", "heif"] }],
  ["application/pdf", { format: "pdf", extensions: ["pdf"] }],
  ["text/plain", { format: "txt", extensions: ["txt", "text"] }],
  ["application/epub+zip", { format: "epub", extensions: ["epub"] }],
]);

/** The declared types an action's tool takes. */
export function typesFor(action: string): string[] {
  const accepts: readonly string[] = ACTION_TOOLS[action]?.accepts ?? [];
  return [...UPLOAD_TYPES].filter(([, { format }]) => accepts.includes(format)).map(([type]) => type);
}

/**
 * Why a declared type and extension cannot be uploaded for the action, or null when they can. An
 * unknown action is left to the parameters' check, which names the actions.
 */
export function uploadTypeProblem(type: string, extension: string, action: string): string | null {
  const declared = type.toLowerCase();
  const known = UPLOAD_TYPES.get(declared);
  if (!known) return `type "${type}" is not taken: send ${[...UPLOAD_TYPES.keys()].join(", ")}`;
  if (!known.extensions.includes(extension.toLowerCase().replace(/^\./, "")))
    return `extension "${extension}" does not fit type ${type} (${known.extensions.join(", ")})`;
  const taken = typesFor(action);
  if (ACTION_TOOLS[action] && !taken.includes(declared)) return `${action} does not take ${type} files: send ${taken.join(", ")}`;
  return null;
}
