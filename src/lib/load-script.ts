/** Adds a script from another site to the page once; every caller for the same address shares the load. */

const loads = new WeakMap<Document, Map<string, Promise<void>>>();

export function loadScript(src: string, doc: Document = document): Promise<void> {
  const pending = loads.get(doc) ?? new Map<string, Promise<void>>();
  loads.set(doc, pending);
  const existing = pending.get(src);
  if (existing) return existing;
  const load = new Promise<void>((resolve, reject) => {
    const script = doc.createElement("script");
    script.src = src;
    script.async = true;
    script.addEventListener("load", () => resolve(), { once: true });
    script.addEventListener(
      "error",
      () => {
        // A later call may try again (the visitor presses buy once more after a network hiccup).
        pending.delete(src);
        script.remove();
        reject(new Error(`Could not load ${src}`));
      },
      { once: true },
    );
    doc.head.append(script);
  });
  pending.set(src, load);
  return load;
}
