/** @jest-environment node */
import { createHmac } from "node:crypto";
import { parseCreditProducts } from "../api-config";
import { readLemonEvent } from "./lemon-event";
import { creditsOfOrder, MAX_ORDER_QUANTITY } from "./lemon-order";
import { validLemonSignature } from "./lemon-signature";

describe("Lemon Squeezy webhooks", () => {
  it("are checked by the HMAC of the raw body", () => {
    const body = Buffer.from('{"meta":{"event_name":"order_created"}}');
    const signature = createHmac("sha256", "secret").update(body).digest("hex");
    expect(validLemonSignature("secret", body, signature)).toBe(true);
    expect(validLemonSignature("secret", body, signature.toUpperCase())).toBe(true);
    expect(validLemonSignature("other", body, signature)).toBe(false);
    expect(validLemonSignature("secret", Buffer.concat([body, Buffer.from(" ")]), signature)).toBe(false);
    expect(validLemonSignature("secret", body, "zz")).toBe(false);
  });

  it("grant the credits of credit products, by variant first, times the quantity", () => {
    const products = parseCreditProducts("10=500, 10/2=2000,11=100");
    expect(creditsOfOrder({ first_order_item: { product_id: 10, variant_id: 1 } }, products)).toBe(500);
    expect(creditsOfOrder({ first_order_item: { product_id: 10, variant_id: 2 } }, products)).toBe(2000);
    expect(creditsOfOrder({ first_order_item: { product_id: 11, quantity: 3 } }, products)).toBe(300);
    expect(creditsOfOrder({ first_order_item: { product_id: 12 } }, products)).toBe(0);
    expect(creditsOfOrder({}, products)).toBe(0);
  });

  describe("an order's quantity and buyer", () => {
    const order = (attributes: Record<string, unknown>, item: Record<string, unknown> = {}) =>
      Buffer.from(
        JSON.stringify({
          meta: { event_name: "order_created" },
          data: {
            type: "orders",
            id: "9",
            attributes: { user_email: "buyer@example.com", status: "paid", first_order_item: { product_id: 10, ...item }, ...attributes },
          },
        }),
      );
    const refusal = (raw: Buffer) => {
      const event = readLemonEvent(raw);
      return event.kind === "malformed" ? event.message : `read as ${event.kind}`;
    };

    it.each([
      [2.5, "not a whole number of units"],
      [-3, "not a positive number of units"],
      [0, "not a positive number of units"],
      [MAX_ORDER_QUANTITY + 1, "over 100 units, the most one order may buy"],
      [1e300, "over 100 units, the most one order may buy"],
      [1.797e308, "over 100 units, the most one order may buy"],
      ["2", "Invalid input: expected number, received string"],
    ])("refuses a quantity of %p as malformed, saying why", (quantity, why) => {
      expect(refusal(order({}, { quantity }))).toBe(`Not a Lemon Squeezy order event: data.attributes.first_order_item.quantity: ${why}.`);
    });

    it.each(["not an address", "buyer@", "@example.com", "a b@example.com", `${"a".repeat(250)}@example.com`, ""])(
      "refuses a buyer's address %p that is no e-mail address",
      (email) => {
        expect(refusal(order({ user_email: email }))).toMatch(/^Not a Lemon Squeezy order event: data\.attributes\.user_email: /);
      },
    );

    it("reads a whole quantity up to the most, a real address, and leaves out what the provider leaves out", () => {
      const products = parseCreditProducts("10=500");
      for (const [item, credits] of [
        [{ quantity: 1 }, 500],
        [{ quantity: MAX_ORDER_QUANTITY }, 50_000],
        [{ quantity: null }, 500],
        [{}, 500],
      ] as const) {
        const event = readLemonEvent(order({ user_email: "First.Last+credits@mail.example.co.uk" }, item));
        if (event.kind !== "order") throw new Error(`not read as an order: ${JSON.stringify(event)}`);
        expect(event.order.attributes.user_email).toBe("First.Last+credits@mail.example.co.uk");
        expect(creditsOfOrder(event.order.attributes, products)).toBe(credits);
      }
      expect(readLemonEvent(order({ user_email: null })).kind).toBe("order");
    });
  });

  it("credit products are configured as product[/variant]=credits", () => {
    expect(() => parseCreditProducts("10:500")).toThrow('LEMON_CREDIT_PRODUCTS: "10:500" is not of the form');
    expect(parseCreditProducts(undefined).size).toBe(0);
  });
});
