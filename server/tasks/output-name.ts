/** The result's download name: the input's name, without folders, with the output format's extension. */
export function outputName(inputName: string, extension: string): string {
  const base = inputName.replace(/[/\\]/g, "_").replace(/\.[A-Za-z0-9]{1,10}$/, "") || "image";
  return `${base}.${extension}`;
}
