import { navigate } from "gatsby";
import { useCallback, useState } from "react";
import { openCheckout } from "../lib/lemon-checkout";
import { loadScript } from "../lib/load-script";
import { useSiteConfig } from "./useSiteConfig";

/** After payment the visitor activates the key from the confirmation e-mail there. */
export const LICENSE_PATH = "/license/";

/** API credits reach the account of the checkout's e-mail address, whose balance the dashboard shows. */
export const DASHBOARD_PATH = "/login/";

/** What a buy button does, and which checkout is opening (its URL) or null. */
export interface Checkout {
  /** Opens the checkout; after payment the visitor goes to `then` (the license page unless told). */
  buy: (checkoutUrl: string, then?: string) => void;
  opening: string | null;
}

/** `buy(url)` opens a checkout in the Lemon.js overlay (loading Lemon.js on the first press); `opening` is the one being opened. */
export function useCheckout(): Checkout {
  const { lemonJsUrl } = useSiteConfig().thirdParty;
  const [opening, setOpening] = useState<string | null>(null);
  const buy = useCallback(
    (checkoutUrl: string, then = LICENSE_PATH) => {
      setOpening(checkoutUrl);
      void openCheckout(window, {
        scriptUrl: lemonJsUrl,
        checkoutUrl,
        loadScript: (src) => loadScript(src),
        onSuccess: () => void navigate(then),
      }).finally(() => setOpening(null));
    },
    [lemonJsUrl],
  );
  return { buy, opening };
}
