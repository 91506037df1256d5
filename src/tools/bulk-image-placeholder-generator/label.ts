/** The text on a placeholder and the size it is drawn at. */

/** Replaces {w} and {h} (or {width} and {height}) with the placeholder's size. */
export function labelText(template: string, width: number, height: number): string {
  return template.replace(/\{(w|width|h|height)\}/gi, (_, field: string) => String(field.toLowerCase().startsWith("w") ? width : height));
}

/** The largest font size (px) at which the label spans at most 80% of the width and 25% of the height. */
export function fitFontSize(width: number, height: number, textWidthAt100px: number): number {
  const byHeight = height * 0.25;
  const byWidth = textWidthAt100px > 0 ? ((width * 0.8) / textWidthAt100px) * 100 : byHeight;
  return Math.max(1, Math.floor(Math.min(byHeight, byWidth)));
}
