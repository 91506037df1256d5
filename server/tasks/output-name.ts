/**
 * A result's download name: the input's name, without folders, with the file's suffix when its action
 * writes several (e.g. "-page-3") and the output format's extension.
 */
export function outputName(inputName: string, extension: string, suffix = ""): string {
  const base = inputName.replace(/[/\\]/g, "_").replace(/\.[A-Za-z0-9]{1,10}$/, "") || "image";
  return `${base}${suffix}.${extension}`;
}
