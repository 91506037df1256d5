/**
 * The chat widget and the affiliate script: loaded from their configured addresses when the
 * browser is first idle or the visitor first interacts, whichever comes first, and never when not
 * configured.
 *
 * Not on tool pages: those are cross-origin isolated (src/lib/isolation.ts), and an isolated page
 * blocks a script or iframe from another site unless it is served with Cross-Origin-Resource-Policy
 * or CORS headers, which these services do not promise; the chat widget would also fail to open its
 * iframe. So they run on every other page. Lemon.js is not here: it loads when a buy button is
 * pressed, on the pricing page (src/lib/lemon-checkout.ts).
 */
import { isIsolatedPage } from "./isolation";

/** Scripts from other sites; an empty address means the script is never loaded. */
export interface ThirdPartyConfig {
  /** Lemon.js, the checkout overlay; without it a buy button opens the checkout page itself. */
  lemonJsUrl: string;
  chatWidgetUrl: string;
  /** Lemon Squeezy's affiliate tracking script, and the store slug its snippet configures. */
  affiliateScriptUrl: string;
  affiliateStore: string;
}

export interface ThirdPartyScript {
  name: "chat" | "affiliate";
  src: string;
  /** Globals the script reads when it runs, set just before it loads. */
  globals: Record<string, unknown>;
}

/** The configured scripts for a page; none on isolated pages. */
export function thirdPartyScriptsFor(pathname: string, config: ThirdPartyConfig): ThirdPartyScript[] {
  if (isIsolatedPage(pathname)) return [];
  const scripts: ThirdPartyScript[] = [];
  if (config.chatWidgetUrl) scripts.push({ name: "chat", src: config.chatWidgetUrl, globals: {} });
  if (config.affiliateScriptUrl) {
    // Lemon Squeezy's affiliate snippet names the store in this global before its script.
    const globals = config.affiliateStore ? { lemonSqueezyAffiliateConfig: { store: config.affiliateStore } } : {};
    scripts.push({ name: "affiliate", src: config.affiliateScriptUrl, globals });
  }
  return scripts;
}

/** Sets each script's globals and loads it; a script that fails to load is only logged. */
export function loadThirdPartyScripts(
  scripts: readonly ThirdPartyScript[],
  win: Window,
  load: (src: string) => Promise<void>,
): Promise<void[]> {
  return Promise.all(
    scripts.map((script) => {
      Object.assign(win, script.globals);
      return load(script.src).catch((error: unknown) => console.warn(`The ${script.name} script did not load`, error));
    }),
  );
}
