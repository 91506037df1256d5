/**
 * Scripts the smoke suite runs inside a tool page (Engine.run sends each as source text, so each
 * stands alone). They read the same data-testid marks as the Chromium suite's locators.
 */

export interface ToolPageState {
  hydrated: boolean;
  ready: boolean;
}

export function toolPageState(): ToolPageState {
  return {
    hydrated: document.documentElement.dataset.hydrated === "true",
    ready: document.querySelector('[data-testid="bulk-tool"]')?.getAttribute("data-ready") === "true",
  };
}

export interface ResultRow {
  name: string;
  status: string;
  held: boolean;
  error: string;
  note: string;
  downloads: number;
}

export function resultRows(): ResultRow[] {
  return [...document.querySelectorAll<HTMLElement>('[data-testid="result"]')].map((row) => ({
    name: row.dataset.filename ?? "",
    status: row.dataset.status ?? "",
    held: row.hasAttribute("data-held"),
    error: row.querySelector('[data-testid="error"]')?.textContent ?? "",
    note: [...row.querySelectorAll('[data-testid="note"]')].map((note) => note.textContent).join(" "),
    downloads: row.querySelectorAll('[data-testid="download"]').length,
  }));
}

/**
 * Sets the option whose label reads `label`: a radio or checkbox to `value` (true or false), a field
 * or list to the text `value`, through the native setter and the events React listens for.
 */
export function setOption(label: string, value: string | boolean): void {
  const wanted = (element: Element | null | undefined): element is HTMLInputElement | HTMLSelectElement => {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) return false;
    const checkable = element instanceof HTMLInputElement && (element.type === "radio" || element.type === "checkbox");
    return checkable === (typeof value === "boolean");
  };
  const control = [...document.querySelectorAll("label")]
    .filter((candidate) => candidate.textContent?.replace(/\s+/g, " ").trim() === label)
    .map((candidate) => candidate.control)
    .find(wanted);
  if (!control) throw new Error(`no ${typeof value === "boolean" ? "choice" : "field"} labelled “${label}”`);
  if (typeof value === "boolean") {
    if ((control as HTMLInputElement).checked !== value) (control as HTMLInputElement).click();
    return;
  }
  const prototype = control instanceof HTMLSelectElement ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, "value")?.set?.call(control, value);
  control.dispatchEvent(new Event("input", { bubbles: true }));
  control.dispatchEvent(new Event("change", { bubbles: true }));
}

/** The n-th output of a result as its download link offers it: the name it gives and the bytes of its blob, in base64. */
export async function outputOf(fileName: string, index: number): Promise<{ name: string; base64: string }> {
  const row = [...document.querySelectorAll<HTMLElement>('[data-testid="result"]')].find(
    (candidate) => candidate.dataset.filename === fileName,
  );
  const link = row?.querySelectorAll<HTMLAnchorElement>('[data-testid="download"]')[index];
  if (!link) throw new Error(`${fileName} has no output ${index + 1}`);
  const blob = await (await fetch(link.href)).blob();
  const dataUrl = await new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });
  return { name: link.download, base64: dataUrl.slice(dataUrl.indexOf(",") + 1) };
}

/** Opens a result in the review panel (its "Select …" button), where tools with one show what they found. */
export function selectResult(fileName: string): void {
  const button = [...document.querySelectorAll("button")].find((candidate) => candidate.textContent?.trim().endsWith(`Select ${fileName}`));
  if (!button) throw new Error(`no Select button for ${fileName}`);
  button.click();
}

export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The face boxes the review panel shows, as fractions of the picture. */
export function faceBoxes(): FaceBox[] {
  return [...document.querySelectorAll<HTMLElement>('[data-testid="face-box"]')].map((box) => JSON.parse(box.dataset.value ?? "{}"));
}
