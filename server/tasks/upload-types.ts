/** The types an upload may declare, the format each is and the extensions it may be named with: the formats table's. */
import { FORMATS, type InputFormat } from "../../src/domain/formats";
import { ACTION_TOOLS } from "./actions";

export interface UploadType {
  format: InputFormat;
  extensions: readonly string[];
}

// A Map, not an object: a declared type such as "constructor" must not find Object.prototype's members.
export const UPLOAD_TYPES: ReadonlyMap<string, UploadType> = new Map(
  (Object.keys(FORMATS) as InputFormat[]).flatMap((format) =>
    FORMATS[format].mimeTypes.map((type): [string, UploadType] => [type, { format, extensions: FORMATS[format].extensions }]),
  ),
);

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
