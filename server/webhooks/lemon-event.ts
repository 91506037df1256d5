import { z } from "zod";
import { type LemonOrder, lemonOrderSchema } from "./lemon-order";

/** The events whose orders grant or take back credits; any other well-formed event is acknowledged and ignored. */
const ORDER_EVENTS = ["order_created", "order_refunded"] as const;
export type OrderEventName = (typeof ORDER_EVENTS)[number];

const eventSchema = z.object({ meta: z.object({ event_name: z.string().min(1) }), data: z.unknown() });

export type LemonEvent =
  { kind: "order"; name: OrderEventName; order: LemonOrder } | { kind: "other"; name: string } | { kind: "malformed"; message: string };

function problemsOf(error: z.ZodError, under: string[] = []): string {
  return error.issues.map((issue) => `${[...under, ...issue.path.map(String)].join(".") || "the body"}: ${issue.message}`).join("; ");
}

/** A signed delivery's body read as an event: an order of the events we handle, another event, or why it is neither. */
export function readLemonEvent(raw: Buffer): LemonEvent {
  let body: unknown;
  try {
    body = JSON.parse(raw.toString("utf8"));
  } catch {
    return { kind: "malformed", message: "Not a Lemon Squeezy event: the body is not JSON." };
  }
  const event = eventSchema.safeParse(body);
  if (!event.success) return { kind: "malformed", message: `Not a Lemon Squeezy event: ${problemsOf(event.error)}.` };
  const name = event.data.meta.event_name;
  if (!(ORDER_EVENTS as readonly string[]).includes(name)) return { kind: "other", name };
  const order = lemonOrderSchema.safeParse(event.data.data);
  if (!order.success) return { kind: "malformed", message: `Not a Lemon Squeezy order event: ${problemsOf(order.error, ["data"])}.` };
  return { kind: "order", name: name as OrderEventName, order: order.data };
}
