/**
 * Moves the site's styles from the admin document into Decap's preview frame: Decap's own interface
 * must not inherit them (the site sets html to 62.5 %, styles headings, lists, tables…), while the
 * previews need exactly them. Returns their CSS and switches the sheets off in `doc`.
 */
export function takeSiteStyles(doc: Document): string {
  const css: string[] = [];
  for (const sheet of Array.from(doc.styleSheets)) {
    if (sheet.disabled) continue;
    css.push(Array.from(sheet.cssRules, (rule) => rule.cssText).join("\n"));
    sheet.disabled = true;
  }
  return css.join("\n");
}
