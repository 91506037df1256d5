import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { normaliseEmail } from "../auth/access-code";
import { userOfEmail } from "../auth/users";
import { addEntry, entryOf } from "../credits/ledger";
import { isoTime } from "../db/now";
import { customerCountry } from "../webhooks/lemon-customer";
import { readLemonEvent } from "../webhooks/lemon-event";
import { creditsOfOrder, MAX_ORDER_QUANTITY } from "../webhooks/lemon-order";
import { validLemonSignature } from "../webhooks/lemon-signature";
import { ApiError } from "./api-error";
import type { ApiContext } from "./context";
import { errorResponses, message } from "./schemas";

/**
 * Lemon Squeezy's order webhook: checked by its signature over the raw body, handled once per event
 * name and order id (a retried delivery is acknowledged and ignored). A paid order of a credit product
 * grants its credits to the buyer's account; a refund takes back what its order granted, from the
 * account it went to; every paid live order adds its buyer's country to the sales feed, when the
 * store's API key lets us read it.
 *
 * A signed body that is no event, or an order event that is malformed (a quantity that is not a whole
 * number of units from 1 to MAX_ORDER_QUANTITY, a buyer's address that is no e-mail address), is
 * answered 400 and recorded nowhere: Lemon Squeezy retries any answer but 200 three times and then
 * shows the delivery as failed, where it can be sent again once the cause is fixed; a 200 would hide
 * a paid order that granted nothing.
 */
/** What the API reads of an event: its name, and the order it is about. */
const lemonEvent = {
  type: "object",
  required: ["meta", "data"],
  properties: {
    meta: { type: "object", required: ["event_name"], properties: { event_name: { type: "string" } } },
    data: { type: "object" },
  },
} as const;

export async function webhookRoutes(app: FastifyInstance, context: ApiContext): Promise<void> {
  const { db, config } = context;
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "buffer", bodyLimit: 1024 * 1024 }, (_request, body, done) => done(null, body));

  app.post<{ Body: Buffer }>(
    "/webhooks/lemonsqueezy",
    {
      // The body schema documents the event; it is not checked against the raw bytes the signature covers.
      validatorCompiler: () => () => true,
      schema: {
        summary: "Lemon Squeezy order webhook",
        tags: ["Webhooks"],
        description: `Signed with LEMON_WEBHOOK_SECRET (X-Signature). A body that is not an event, or an order event without a well-formed order (a quantity that is not a whole number from 1 to ${MAX_ORDER_QUANTITY}, a user_email that is not an e-mail address), is refused (400); other events are acknowledged and ignored.`,
        security: [{ lemonSignature: [] }],
        body: lemonEvent,
        response: { 200: message, ...errorResponses },
      },
    },
    async (request) => {
      const secret = config.lemon.webhookSecret;
      if (!secret) throw new ApiError(404, "Webhooks are not configured (LEMON_WEBHOOK_SECRET).");
      const signature = String(request.headers["x-signature"] ?? "");
      if (!Buffer.isBuffer(request.body) || !validLemonSignature(secret, request.body, signature))
        throw new ApiError(401, "Invalid signature.");
      const event = readLemonEvent(request.body);
      if (event.kind === "malformed") {
        // Signed, so sent by Lemon Squeezy (or with its secret): someone must look.
        request.log.warn({ webhook: event.message }, "malformed Lemon Squeezy delivery refused");
        throw new ApiError(400, event.message);
      }
      if (event.kind === "other") return { success: true, message: `Ignored ${event.name}.` };
      const { name, order } = event;
      const seen = await db
        .selectFrom("webhook_events")
        .select("event_name")
        .where("event_name", "=", name)
        .where("resource_id", "=", String(order.id))
        .executeTakeFirst();
      if (seen) return { success: true, message: `Already handled ${name} ${order.id}.` };
      const { attributes } = order;
      const live = attributes.test_mode !== true;
      const country =
        name === "order_created" && live && attributes.status === "paid" && config.lemon.apiKey && attributes.customer_id != null
          ? await customerCountry(config.lemon.apiUrl, config.lemon.apiKey, attributes.customer_id).catch((error: unknown) => {
              request.log.warn({ err: error }, "customer country unavailable");
              return null;
            })
          : null;
      const credits = live ? creditsOfOrder(attributes, config.lemon.creditProducts) : 0;
      const handled = await db.transaction().execute(async (trx) => {
        const first = await trx
          .insertInto("webhook_events")
          .values({ event_name: name, resource_id: String(order.id), received_at: isoTime() })
          .onConflict((conflict) => conflict.doNothing())
          .executeTakeFirst();
        if (Number(first.numInsertedOrUpdatedRows ?? 0) === 0) return false;
        const note = attributes.first_order_item?.product_name ?? undefined;
        if (name === "order_refunded") {
          // What the order granted, not what the refund event says it bought: never more, and never to another account.
          const granted = await entryOf(trx, "purchase", `order:${order.id}`);
          if (granted && granted.amount > 0)
            await addEntry(trx, {
              userId: granted.user_id,
              amount: -granted.amount,
              kind: "purchase",
              reference: `refund:${order.id}`,
              note,
            });
        } else if (credits > 0 && attributes.user_email && attributes.status === "paid") {
          const user = await userOfEmail(trx, normaliseEmail(attributes.user_email));
          await addEntry(trx, { userId: user.id, amount: credits, kind: "purchase", reference: `order:${order.id}`, note });
        }
        if (country)
          await trx
            .insertInto("sales")
            .values({ id: randomUUID(), product: config.salesFeedProduct, country, created_at: isoTime() })
            .execute();
        return true;
      });
      return { success: true, message: handled ? `Handled ${name} ${order.id}.` : `Already handled ${name} ${order.id}.` };
    },
  );
}
