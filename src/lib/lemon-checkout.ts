/**
 * Checkout through Lemon.js, Lemon Squeezy's overlay (contracts.md a2). The script is loaded when a
 * buy button is pressed; `createLemonSqueezy()` then creates `window.LemonSqueezy`, whose
 * `Setup({ eventHandler })` receives the overlay's events and `Url.Open(url)` opens the checkout.
 * Whenever the overlay cannot be had (no script configured, load failure, an API missing), the
 * visitor goes to the checkout page itself, which sells the same thing.
 */

export interface LemonEvent {
  event: string;
  data?: unknown;
}

export interface LemonSqueezy {
  Setup(options: { eventHandler: (event: LemonEvent) => void }): void;
  Url: { Open(url: string): void; Close?(): void };
}

export type LemonWindow = Pick<Window, "location"> & {
  createLemonSqueezy?: () => void;
  LemonSqueezy?: LemonSqueezy;
};

export const CHECKOUT_SUCCESS = "Checkout.Success";

export interface CheckoutRequest {
  /** Lemon.js' address; empty when the overlay is switched off. */
  scriptUrl: string;
  checkoutUrl: string;
  /** After a successful payment, with the event's order data. */
  onSuccess(order: unknown): void;
  loadScript(src: string): Promise<void>;
}

export type CheckoutOutcome = "overlay" | "page";

export async function openCheckout(win: LemonWindow, request: CheckoutRequest): Promise<CheckoutOutcome> {
  const toPage = (): CheckoutOutcome => {
    win.location.assign(request.checkoutUrl);
    return "page";
  };
  if (!request.scriptUrl) return toPage();
  try {
    await request.loadScript(request.scriptUrl);
  } catch (error) {
    console.warn("Lemon.js did not load; opening the checkout page instead", error);
    return toPage();
  }
  if (!win.LemonSqueezy) win.createLemonSqueezy?.();
  const lemon = win.LemonSqueezy;
  if (typeof lemon?.Url?.Open !== "function" || typeof lemon.Setup !== "function") return toPage();
  lemon.Setup({
    eventHandler: (event) => {
      if (event.event !== CHECKOUT_SUCCESS) return;
      lemon.Url.Close?.();
      request.onSuccess(event.data);
    },
  });
  lemon.Url.Open(request.checkoutUrl);
  return "overlay";
}

/** The checkout address with a discount code filled in (Lemon Squeezy's `checkout[discount_code]` parameter). */
export function checkoutUrlWithDiscount(checkoutUrl: string, discountCode: string | null): string {
  if (!discountCode) return checkoutUrl;
  const url = new URL(checkoutUrl);
  url.searchParams.set("checkout[discount_code]", discountCode);
  return url.href;
}
