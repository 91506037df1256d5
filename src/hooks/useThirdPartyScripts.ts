import { useEffect } from "react";
import { isIsolatedPage } from "../lib/isolation";
import { loadScript } from "../lib/load-script";
import { whenIdleOrInteraction } from "../lib/idle";
import { loadThirdPartyScripts, thirdPartyScriptsFor } from "../lib/third-party-scripts";
import { useSiteConfig } from "./useSiteConfig";

/**
 * The configured chat widget and affiliate script, once per document, after idle or the first
 * interaction; none on isolated tool pages (src/lib/third-party-scripts.ts says why).
 */
export function useThirdPartyScripts(pathname: string): void {
  const { thirdParty } = useSiteConfig();
  // A move between isolated and other pages is a full page load, so this is fixed for the document.
  const isolated = isIsolatedPage(pathname);
  useEffect(() => {
    const scripts = thirdPartyScriptsFor(window.location.pathname, thirdParty);
    if (scripts.length === 0) return;
    return whenIdleOrInteraction(window, () => void loadThirdPartyScripts(scripts, window, (src) => loadScript(src)));
  }, [isolated, thirdParty]);
}
