/** A placeholder as SVG: a coloured rectangle with a centred label, a few hundred bytes at any size. */
export interface PlaceholderDrawing {
  width: number;
  height: number;
  background: string;
  textColor: string;
  label: string;
  fontSize: number;
  fontFamily: string;
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (character) => ESCAPES[character] ?? character);
}

export function placeholderSvg(drawing: PlaceholderDrawing): string {
  const { width, height } = drawing;
  const text = drawing.label
    ? `<text x="50%" y="50%" fill="${drawing.textColor}" font-family="${escapeXml(drawing.fontFamily)}" font-size="${drawing.fontSize}" font-weight="600" text-anchor="middle" dominant-baseline="central">${escapeXml(drawing.label)}</text>`
    : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${drawing.background}"/>${text}</svg>\n`;
}
