/** The result's download name: the input's name with the output format's extension. */
export function outputName(inputName: string, extension: string): string {
  const base = inputName.replace(/[/\\]/g, "_").replace(/\.[^.]*$/, "") || "image";
  return `${base}.${extension}`;
}
