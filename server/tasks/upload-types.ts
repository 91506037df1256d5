/** The image types an upload may declare, with the extensions each may be named with. */
// A Map, not an object: a declared type such as "constructor" must not find Object.prototype's members.
export const UPLOAD_TYPES: ReadonlyMap<string, readonly string[]> = new Map([
  ["image/jpeg", ["jpg", "jpeg", "jpe", "jfif"]],
  ["image/png", ["png"]],
  ["image/webp", ["webp"]],
  ["image/avif", ["avif"]],
  ["image/gif", ["gif"]],
  ["image/bmp", ["bmp"]],
  ["image/tiff", ["tif", "tiff"]],
  ["image/heic", ["heic", "heif"]],
  ["image/heif", ["heic", "heif"]],
]);

/** Why a declared type and extension cannot be uploaded, or null when they can. */
export function uploadTypeProblem(type: string, extension: string): string | null {
  const extensions = UPLOAD_TYPES.get(type.toLowerCase());
  if (!extensions) return `type "${type}" is not taken: send ${[...UPLOAD_TYPES.keys()].join(", ")}`;
  if (!extensions.includes(extension.toLowerCase().replace(/^\./, "")))
    return `extension "${extension}" does not fit type ${type} (${extensions.join(", ")})`;
  return null;
}
