/**
 * Feedback for a slow navigation (spec §4): after 1 s without the next page, Gatsby calls
 * onRouteUpdateDelayed; we announce it with a DOM event other code can listen to, and show a bar.
 */
export const NAVIGATION_DELAYED_EVENT = "pb:navigation-delayed";
const BAR_ID = "route-progress";

/** Gatsby reports a slow navigation before the router moves, so the page known then is the one being left. */
export interface NavigationDelayedDetail {
  from: string;
}

export function showRouteProgress(doc: Document, from: string): void {
  let bar = doc.getElementById(BAR_ID);
  if (!bar) {
    bar = doc.createElement("div");
    bar.id = BAR_ID;
    bar.setAttribute("role", "progressbar");
    bar.setAttribute("aria-label", "Loading page");
    doc.body.appendChild(bar);
  }
  bar.hidden = false;
  doc.defaultView?.dispatchEvent(new CustomEvent<NavigationDelayedDetail>(NAVIGATION_DELAYED_EVENT, { detail: { from } }));
}

export function hideRouteProgress(doc: Document): void {
  const bar = doc.getElementById(BAR_ID);
  if (bar) bar.hidden = true;
}
