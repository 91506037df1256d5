import type { NetlifyIdentity } from "netlify-identity-widget";
import { ADMIN_PATH } from "../lib/routes";
import { loadIdentityWidget } from "./widget";

const POLL_MS = 100;

/**
 * An e-mail change link needs a login first; the widget applies the change after it, and announces
 * no event when it is done (the user object it updates stays the same). True once it is applied,
 * false if it failed (the widget shows why).
 */
async function emailChangeSettled(store: NetlifyIdentity["store"]): Promise<boolean> {
  while (store.email_change_token !== null) {
    if (store.error) return false;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return true;
}

/**
 * A visitor arrived with an identity token in the URL hash (spec §2): the widget verifies it and
 * shows what the token asks for (set a password, log in, …); a login it completes leads to the
 * Content Manager. Listening starts after init(), so a session the browser already had does not
 * count as a login and the token is acted on first.
 */
export async function followIdentityToken(): Promise<void> {
  const identity = await loadIdentityWidget();
  identity.init();
  identity.on("login", () => {
    void emailChangeSettled(identity.store).then((settled) => {
      if (settled) window.location.assign(ADMIN_PATH);
    });
  });
}
