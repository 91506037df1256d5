import { z } from "zod";

/**
 * The parts of an order webhook (contracts a3: order_created, order_refunded) that grant credits and
 * feed the sales toast. A field the provider leaves out or sends as null reads as absent; one of
 * another type makes the delivery malformed.
 */
export const lemonOrderSchema = z.object({
  type: z.literal("orders"),
  id: z.union([z.string().min(1), z.number()]).transform(String),
  attributes: z.object({
    customer_id: z.union([z.number(), z.string()]).nullish(),
    user_email: z.string().nullish(),
    status: z.string().nullish(),
    test_mode: z.boolean().nullish(),
    first_order_item: z
      .object({
        product_id: z.number().nullish(),
        variant_id: z.number().nullish(),
        quantity: z.number().nullish(),
        product_name: z.string().nullish(),
      })
      .nullish(),
  }),
});

export type LemonOrder = z.output<typeof lemonOrderSchema>;

/** Credits an order buys: its product/variant's, else its product's, times the quantity; 0 for other products. */
export function creditsOfOrder(order: LemonOrder["attributes"], creditProducts: ReadonlyMap<string, number>): number {
  const item = order.first_order_item;
  if (!item?.product_id) return 0;
  const perUnit = creditProducts.get(`${item.product_id}/${item.variant_id ?? ""}`) ?? creditProducts.get(String(item.product_id)) ?? 0;
  return perUnit * Math.max(1, item.quantity ?? 1);
}
