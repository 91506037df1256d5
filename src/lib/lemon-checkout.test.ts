import { CHECKOUT_SUCCESS, checkoutUrlWithDiscount, type LemonEvent, type LemonWindow, openCheckout } from "./lemon-checkout";

const CHECKOUT = "https://store.example/checkout/buy/premium";
const SCRIPT = "https://app.lemonsqueezy.com/js/lemon.js";

/** A window whose Lemon.js (once "loaded") records what the page asks of it. */
function fakeWindow(options: { withApi?: boolean } = {}) {
  const assign = jest.fn();
  const calls: string[] = [];
  let handler: ((event: LemonEvent) => void) | null = null;
  const win: LemonWindow = { location: { assign } as unknown as Location };
  const loadScript = jest.fn(async () => {
    if (options.withApi === false) return;
    win.createLemonSqueezy = () => {
      calls.push("create");
      win.LemonSqueezy = {
        Setup: ({ eventHandler }) => {
          calls.push("setup");
          handler = eventHandler;
        },
        Url: { Open: (url) => calls.push(`open ${url}`), Close: () => calls.push("close") },
      };
    };
  });
  return { win, assign, calls, loadScript, fire: (event: LemonEvent) => handler?.(event) };
}

describe("openCheckout", () => {
  test("loads Lemon.js, creates the LemonSqueezy object, sets up the handler and opens the checkout in the overlay", async () => {
    const { win, assign, calls, loadScript } = fakeWindow();
    const onSuccess = jest.fn();
    await expect(openCheckout(win, { scriptUrl: SCRIPT, checkoutUrl: CHECKOUT, onSuccess, loadScript })).resolves.toBe("overlay");
    expect(loadScript).toHaveBeenCalledWith(SCRIPT);
    expect(calls).toEqual(["create", "setup", `open ${CHECKOUT}`]);
    expect(assign).not.toHaveBeenCalled();
    expect(onSuccess).not.toHaveBeenCalled();
  });

  test("Checkout.Success closes the overlay and hands over the order; other events do nothing", async () => {
    const { win, calls, loadScript, fire } = fakeWindow();
    const onSuccess = jest.fn();
    await openCheckout(win, { scriptUrl: SCRIPT, checkoutUrl: CHECKOUT, onSuccess, loadScript });
    fire({ event: "PaymentMethodUpdate.Mounted" });
    fire({ event: "Checkout.ViewCart" });
    expect(onSuccess).not.toHaveBeenCalled();
    const order = { type: "orders", id: "1", attributes: { store_id: 1 } };
    fire({ event: CHECKOUT_SUCCESS, data: order });
    expect(calls.at(-1)).toBe("close");
    expect(onSuccess).toHaveBeenCalledWith(order);
  });

  test("a second press reuses the LemonSqueezy object", async () => {
    const { win, calls, loadScript } = fakeWindow();
    await openCheckout(win, { scriptUrl: SCRIPT, checkoutUrl: CHECKOUT, onSuccess: jest.fn(), loadScript });
    await openCheckout(win, { scriptUrl: SCRIPT, checkoutUrl: `${CHECKOUT}-2`, onSuccess: jest.fn(), loadScript });
    expect(calls.filter((call) => call === "create")).toHaveLength(1);
    expect(calls.at(-1)).toBe(`open ${CHECKOUT}-2`);
  });

  test("without a configured script the checkout page opens and nothing is loaded", async () => {
    const { win, assign, loadScript } = fakeWindow();
    await expect(openCheckout(win, { scriptUrl: "", checkoutUrl: CHECKOUT, onSuccess: jest.fn(), loadScript })).resolves.toBe("page");
    expect(loadScript).not.toHaveBeenCalled();
    expect(assign).toHaveBeenCalledWith(CHECKOUT);
  });

  test("when the script fails to load, or loads without the API, the checkout page opens", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    const failing = fakeWindow();
    failing.loadScript.mockRejectedValueOnce(new Error("blocked"));
    await expect(
      openCheckout(failing.win, { scriptUrl: SCRIPT, checkoutUrl: CHECKOUT, onSuccess: jest.fn(), loadScript: failing.loadScript }),
    ).resolves.toBe("page");
    expect(failing.assign).toHaveBeenCalledWith(CHECKOUT);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();

    const empty = fakeWindow({ withApi: false });
    await expect(
      openCheckout(empty.win, { scriptUrl: SCRIPT, checkoutUrl: CHECKOUT, onSuccess: jest.fn(), loadScript: empty.loadScript }),
    ).resolves.toBe("page");
    expect(empty.assign).toHaveBeenCalledWith(CHECKOUT);
  });
});

describe("checkoutUrlWithDiscount", () => {
  test("fills in Lemon Squeezy's discount code parameter", () => {
    const url = new URL(checkoutUrlWithDiscount(CHECKOUT, "PPP40"));
    expect(url.origin + url.pathname).toBe(CHECKOUT);
    expect(url.searchParams.get("checkout[discount_code]")).toBe("PPP40");
  });

  test("keeps other parameters and leaves the address alone without a code", () => {
    expect(new URL(checkoutUrlWithDiscount(`${CHECKOUT}?aff=12`, "PPP40")).searchParams.get("aff")).toBe("12");
    expect(checkoutUrlWithDiscount(CHECKOUT, null)).toBe(CHECKOUT);
  });
});
