/**
 * How the page's React tree takes over the server-rendered HTML (Gatsby's replaceHydrateFunction).
 *
 * Gatsby hydrates with a plain hydrateRoot, which React runs at its default priority: the whole
 * page in one uninterrupted task (about 190 ms on Lighthouse's mobile CPU for the home page, the
 * largest single share of its total blocking time). Started inside a transition, the same
 * hydration gets a transition lane, which React renders in slices of a few milliseconds and
 * interrupts for input; a click on a part not hydrated yet hydrates that part at once, so nothing a
 * visitor does is lost. Pages rendered empty on the server (the offline app shell) are rendered,
 * not hydrated, as Gatsby does.
 */
import type { ReactNode } from "react";
import { startTransition } from "react";
import { createRoot, hydrateRoot, type Root } from "react-dom/client";

/** Gatsby's focus wrapper holds the page's server-rendered markup; it is empty for client-only pages. */
const hasServerMarkup = (container: Element) => (container.querySelector("#gatsby-focus-wrapper")?.children.length ?? 0) > 0;

export function hydrateInSlices(element: ReactNode, container: Element): Root {
  if (!hasServerMarkup(container)) {
    const root = createRoot(container);
    root.render(element);
    return root;
  }
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(container, element);
  });
  return root as unknown as Root;
}
