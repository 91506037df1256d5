/** The parts of an order webhook (contracts a3: order_created, order_refunded) that grant credits and feed the sales toast. */
export interface LemonOrderEvent {
  meta: { event_name: string };
  data: {
    type: string;
    id: string;
    attributes: {
      customer_id?: number | string;
      user_email?: string;
      status?: string;
      test_mode?: boolean;
      first_order_item?: { product_id?: number; variant_id?: number; quantity?: number; product_name?: string };
    };
  };
}

/** Credits an order buys: its product/variant's, else its product's, times the quantity; 0 for other products. */
export function creditsOfOrder(order: LemonOrderEvent["data"]["attributes"], creditProducts: ReadonlyMap<string, number>): number {
  const item = order.first_order_item;
  if (!item?.product_id) return 0;
  const perUnit = creditProducts.get(`${item.product_id}/${item.variant_id ?? ""}`) ?? creditProducts.get(String(item.product_id)) ?? 0;
  return perUnit * Math.max(1, item.quantity ?? 1);
}
