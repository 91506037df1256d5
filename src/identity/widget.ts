import type { NetlifyIdentity } from "netlify-identity-widget";

declare global {
  interface Window {
    netlifyIdentity?: NetlifyIdentity;
  }
}

/** The id of the widget's iframe; its init() does nothing while an element with this id exists. */
const WIDGET_ID = "netlify-identity-widget";

/**
 * Loads netlify-identity-widget (its own chunk, only when called) without letting it start.
 * Version 2 calls init() as soon as it is imported, before anyone can listen to its "init" event;
 * holding its id keeps that first call idle, so the caller (and Decap, whose Git Gateway backend
 * waits 2.5 s for that event otherwise) registers listeners first and then calls init() itself.
 */
export async function loadIdentityWidget(): Promise<NetlifyIdentity> {
  const hold = document.createElement("div");
  hold.id = WIDGET_ID;
  hold.hidden = true;
  document.body.append(hold);
  try {
    await import(/* webpackChunkName: "netlify-identity-widget" */ "netlify-identity-widget");
  } finally {
    hold.remove();
  }
  // The package's build sets this global whatever way it is loaded (its default export may not survive bundling).
  if (!window.netlifyIdentity) throw new Error("The identity widget did not load");
  return window.netlifyIdentity;
}
