/**
 * Lemon Squeezy order events (contracts a3) for the fuzz test, mostly well formed and for a credit
 * product, with edge values where the webhook reads its fields: the quantity, the ids, the buyer's
 * address, nulls at every level. A few order ids recur, so refunds meet the orders they take back.
 */
import fc from "fast-check";
import { jsonText } from "./openapi-requests";
import { NUMBER_LIKE_TEXTS, NumberLiteral, numberLike } from "./schema-arbitraries";

/** Values where a field of an object is expected: nothing, or something of another kind. */
const NOT_A_FIELD = [null, 42, true, [], {}, "x"];

/** Mostly the field, so that most events reach the quantity; now and then something else in its place. */
const nullish = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary, weight: 9 }, { arbitrary: fc.constantFrom(...NOT_A_FIELD), weight: 1 });

/** Mostly one the webhook must refuse (or, as null, read as 1). */
const quantity = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 100 }), weight: 2 },
  { arbitrary: fc.constantFrom(0, -3, 101, 1e300, 1.797e308, 2 ** 53, null), weight: 2 },
  { arbitrary: numberLike, weight: 2 },
);

const orderId = fc.oneof(
  { arbitrary: fc.constantFrom("1001", "1002", 1003, "1004"), weight: 4 },
  { arbitrary: fc.constantFrom("", "0", "-1", 2.5, 1e300, -0, "__proto__", "x".repeat(500), ...NUMBER_LIKE_TEXTS), weight: 1 },
  { arbitrary: fc.constantFrom("1e309", "9".repeat(400), "0x10").map((text) => new NumberLiteral(text)), weight: 1 },
);

function email(buyers: readonly string[]) {
  return fc.oneof(
    { arbitrary: fc.constantFrom(...buyers, ...buyers.map((buyer) => buyer.toUpperCase())), weight: 4 },
    { arbitrary: fc.emailAddress(), weight: 1 },
    {
      arbitrary: fc.constantFrom("not an address", "", " ", "a@", "@example.com", "a b@example.com", `${"x".repeat(300)}@example.com`),
      weight: 2,
    },
    { arbitrary: fc.constantFrom(...NOT_A_FIELD), weight: 1 },
  );
}

/** Signed webhook bodies: an order event of the credit product (or another), as JSON text with its literals as they stand. */
export function orderEventBodies(creditProduct: number, buyers: readonly string[]): fc.Arbitrary<string> {
  const item = fc.record(
    {
      product_id: fc.oneof(
        { arbitrary: fc.constant(creditProduct), weight: 4 },
        { arbitrary: fc.constantFrom(1, String(creditProduct), null), weight: 1 },
        { arbitrary: numberLike, weight: 1 },
      ),
      variant_id: fc.constantFrom(null, 1, 2.5, "1"),
      quantity,
      product_name: fc.constantFrom("Credits", null, 5),
    },
    { requiredKeys: ["product_id"] },
  );
  const attributes = fc.record(
    {
      user_email: email(buyers),
      status: fc.constantFrom("paid", "paid", "paid", "paid", "refunded", "pending", null, 7),
      test_mode: fc.constantFrom(false, false, false, false, null, true, "no"),
      customer_id: fc.constantFrom(null, 42, "42", -1, 1e300),
      first_order_item: nullish(item),
    },
    { requiredKeys: ["user_email", "first_order_item"] },
  );
  const event = fc.record({
    meta: nullish(
      fc.record({
        event_name: fc.constantFrom(
          "order_created",
          "order_created",
          "order_created",
          "order_refunded",
          "order_refunded",
          "subscription_created",
          "",
          5,
        ),
      }),
    ),
    data: nullish(
      fc.record(
        {
          type: fc.constantFrom("orders", "orders", "orders", "orders", "subscriptions", null),
          id: orderId,
          attributes: nullish(attributes),
        },
        { requiredKeys: ["type", "id", "attributes"] },
      ),
    ),
  });
  return event.map(jsonText);
}
