import { navigate } from "gatsby";
import { useCallback, useState } from "react";
import { openCheckout } from "../lib/lemon-checkout";
import { loadScript } from "../lib/load-script";
import { useSiteConfig } from "./useSiteConfig";

/** After payment the visitor activates the key from the confirmation e-mail there. */
export const LICENSE_PATH = "/license/";

/** What a buy button does, and which checkout is opening (its URL) or null. */
export interface Checkout {
  buy: (checkoutUrl: string) => void;
  opening: string | null;
}

/** `buy(url)` opens a checkout in the Lemon.js overlay (loading Lemon.js on the first press); `opening` is the one being opened. */
export function useCheckout(): Checkout {
  const { lemonJsUrl } = useSiteConfig().thirdParty;
  const [opening, setOpening] = useState<string | null>(null);
  const buy = useCallback(
    (checkoutUrl: string) => {
      setOpening(checkoutUrl);
      void openCheckout(window, {
        scriptUrl: lemonJsUrl,
        checkoutUrl,
        loadScript: (src) => loadScript(src),
        onSuccess: () => void navigate(LICENSE_PATH),
      }).finally(() => setOpening(null));
    },
    [lemonJsUrl],
  );
  return { buy, opening };
}
