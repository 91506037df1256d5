import { z } from "zod";

/**
 * The most units of a product one order may buy: 100 of the largest pack are 1,000,000 credits for
 * $9,900, beyond any purchase expected through one checkout. A larger quantity (or 1e300, which would
 * grant more credits than a number holds exactly) is refused as malformed: Lemon Squeezy shows the
 * failed delivery, and such an order is checked and granted by hand (`npm run credits:grant`).
 */
export const MAX_ORDER_QUANTITY = 100;

/** The longest e-mail address the API takes (its `email` schema), as an account's login. */
const MAX_EMAIL_LENGTH = 254;

/**
 * The parts of an order webhook (contracts a3: order_created, order_refunded) that grant credits and
 * feed the sales toast. A field the provider leaves out or sends as null reads as absent; one of
 * another type, a buyer's address that is not an e-mail address, or a quantity that is not a whole
 * number of units from 1 to MAX_ORDER_QUANTITY makes the delivery malformed.
 */
export const lemonOrderSchema = z.object({
  type: z.literal("orders"),
  id: z.union([z.string().min(1), z.number()]).transform(String),
  attributes: z.object({
    customer_id: z.union([z.number(), z.string()]).nullish(),
    // An account is made for the address and logged into with it: it must be one.
    user_email: z.email({ error: "not an e-mail address" }).max(MAX_EMAIL_LENGTH).nullish(),
    status: z.string().nullish(),
    test_mode: z.boolean().nullish(),
    first_order_item: z
      .object({
        product_id: z.number().nullish(),
        variant_id: z.number().nullish(),
        quantity: z
          .number()
          .max(MAX_ORDER_QUANTITY, { error: `over ${MAX_ORDER_QUANTITY} units, the most one order may buy`, abort: true })
          .int({ error: "not a whole number of units", abort: true })
          .min(1, { error: "not a positive number of units" })
          .nullish(),
        product_name: z.string().nullish(),
      })
      .nullish(),
  }),
});

export type LemonOrder = z.output<typeof lemonOrderSchema>;

/** Credits an order buys: its product/variant's, else its product's, times the quantity (1 when absent); 0 for other products. */
export function creditsOfOrder(order: LemonOrder["attributes"], creditProducts: ReadonlyMap<string, number>): number {
  const item = order.first_order_item;
  if (!item?.product_id) return 0;
  const perUnit = creditProducts.get(`${item.product_id}/${item.variant_id ?? ""}`) ?? creditProducts.get(String(item.product_id)) ?? 0;
  return perUnit * (item.quantity ?? 1);
}
