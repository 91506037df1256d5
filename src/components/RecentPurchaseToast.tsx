import { X } from "lucide-react";
import { useEffect, useState } from "react";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { useVisitor } from "../hooks/useVisitor";
import { countryName, fetchSaleCountries } from "../lib/sales-feed";
import { safeStorage, STORAGE_KEYS } from "../lib/storage-keys";
import { scheduleToasts, toastAllowed } from "../lib/toast-schedule";
import * as styles from "./RecentPurchaseToast.module.css";

const session = () => safeStorage(() => window.sessionStorage);

/**
 * "Someone in Brazil recently bought …", from the sales feed, on the schedule of spec §9. Nothing is
 * shown when the feed is empty or fails; closing it keeps it away for the rest of the session.
 */
export function RecentPurchaseToast({ pathname }: { pathname: string }) {
  const { salesFeedUrl, title } = useSiteConfig();
  const visitor = useVisitor();
  const allowed = salesFeedUrl !== "" && toastAllowed(pathname, visitor);
  const [country, setCountry] = useState<string | null>(null);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (!allowed || dismissed || session()?.getItem(STORAGE_KEYS.toastDismissed)) return;
    const abort = new AbortController();
    let countries: string[] = [];
    const stop = scheduleToasts(window, {
      load: () =>
        void fetchSaleCountries(window.fetch.bind(window), salesFeedUrl, abort.signal).then((found) => {
          countries = found;
          if (found.length === 0) stop();
        }),
      show: (index) => {
        const next = countries[index % Math.max(countries.length, 1)];
        if (next) setCountry(next);
      },
      hide: () => setCountry(null),
    });
    return () => {
      abort.abort();
      stop();
      setCountry(null);
    };
  }, [allowed, dismissed, salesFeedUrl]);

  const dismiss = () => {
    setDismissed(true);
    try {
      session()?.setItem(STORAGE_KEYS.toastDismissed, "1");
    } catch {
      // Without sessionStorage it stays closed for this page only.
    }
  };

  if (!allowed || dismissed) return null;
  // The live region stays in the page so screen readers announce each toast as it appears.
  return (
    <div className={styles.region} role="status" aria-live="polite">
      {country && (
        <div className={styles.toast} data-testid="purchase-toast">
          <p className={styles.text}>
            Someone in <strong>{countryName(country)}</strong> recently bought {title}.
          </p>
          <button
            type="button"
            className={styles.close}
            data-look="icon"
            onClick={dismiss}
            aria-label="Close"
            data-testid="purchase-toast-close"
          >
            <X size={18} aria-hidden="true" focusable="false" />
          </button>
        </div>
      )}
    </div>
  );
}
