import type { BrowserContext, Page } from "@playwright/test";

/**
 * A stand-in for Lemon.js and the checkout it opens, served by the test through Playwright routes so
 * the real CDN and store are never contacted. It has Lemon.js' global API (contracts.md a2):
 * `createLemonSqueezy()` makes `window.LemonSqueezy` with `Setup({ eventHandler })`, `Refresh()`,
 * `Url.Open(url)` (an overlay iframe showing the checkout), `Url.Close()` and `Affiliate`. Like the
 * real overlay, the checkout page in the iframe reports a payment to the page by postMessage, and
 * the script hands it to the handler as a `Checkout.Success` event.
 */
export const LEMON_JS_URL = "https://app.lemonsqueezy.com/js/lemon.js";

const STANDIN_SCRIPT = `(() => {
  const record = (window.__lemonStandin = { created: 0, opened: [], closed: 0 });
  window.createLemonSqueezy = () => {
    record.created++;
    let handler = () => {};
    let overlay = null;
    window.addEventListener("message", (message) => {
      if (message.data && message.data.source === "lemon-standin-checkout") handler({ event: message.data.event, data: message.data.data });
    });
    window.LemonSqueezy = {
      Setup: (options) => { handler = options.eventHandler || handler; },
      Refresh: () => {},
      Url: {
        Open: (url) => {
          record.opened.push(url);
          overlay = document.createElement("iframe");
          overlay.id = "lemon-standin-overlay";
          overlay.title = "Checkout";
          overlay.src = url;
          overlay.style.cssText = "position:fixed;inset:0;width:100%;height:100%;border:0;z-index:2147483647;background:#fff";
          document.body.append(overlay);
        },
        Close: () => { record.closed++; overlay?.remove(); overlay = null; },
      },
      Affiliate: { GetID: () => null, Build: (url) => url },
    };
  };
})();`;

const CHECKOUT_PAGE = `<!doctype html><html lang="en"><title>Checkout</title>
<h1>Stand-in checkout</h1>
<button type="button" id="pay">Pay</button>
<script>
  document.getElementById("pay").addEventListener("click", () => {
    const order = { type: "orders", id: "1001", attributes: { store_id: 1, user_email: "buyer@example.com", status: "paid" } };
    parent.postMessage({ source: "lemon-standin-checkout", event: "Checkout.ViewCart", data: null }, "*");
    parent.postMessage({ source: "lemon-standin-checkout", event: "Checkout.Success", data: order }, "*");
  });
</script></html>`;

export interface LemonTraffic {
  /** Every request for Lemon.js. */
  scriptRequests: string[];
  /** Requests to other sites that no route here answers; they are aborted. */
  unexpected: string[];
}

/**
 * Answers Lemon.js with the stand-in (or fails it, with `failScript`), checkout pages on
 * *.lemonsqueezy.com with the stand-in checkout, and aborts any other request to another site.
 */
export async function serveLemonStandin(target: Page | BrowserContext, options: { failScript?: boolean } = {}): Promise<LemonTraffic> {
  const traffic: LemonTraffic = { scriptRequests: [], unexpected: [] };
  await target.route(/^https?:\/\/(?!localhost[:/])/, async (route) => {
    const url = route.request().url();
    if (url === LEMON_JS_URL) {
      traffic.scriptRequests.push(url);
      if (options.failScript) return route.abort("failed");
      return route.fulfill({ contentType: "text/javascript", body: STANDIN_SCRIPT });
    }
    if (/^https:\/\/[^/]+\.lemonsqueezy\.com\/checkout\/buy\//.test(url)) {
      return route.fulfill({ contentType: "text/html", body: CHECKOUT_PAGE });
    }
    traffic.unexpected.push(url);
    return route.abort("blockedbyclient");
  });
  return traffic;
}
