/** @jest-environment node */
import { createHmac } from "node:crypto";
import { parseCreditProducts } from "../api-config";
import { creditsOfOrder } from "./lemon-order";
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

  it("credit products are configured as product[/variant]=credits", () => {
    expect(() => parseCreditProducts("10:500")).toThrow('LEMON_CREDIT_PRODUCTS: "10:500" is not of the form');
    expect(parseCreditProducts(undefined).size).toBe(0);
  });
});
