import { createHmac } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** The Lemon Squeezy customers API (GET /v1/customers/:id, bearer API key), answering the countries it is given. */
export async function startLemonApi(apiKey: string, countries: Record<string, string>) {
  const requests: string[] = [];
  const server = http.createServer((request, response) => {
    requests.push(request.url ?? "");
    const id = /^\/v1\/customers\/(\d+)$/.exec(request.url ?? "")?.[1];
    if (request.headers.authorization !== `Bearer ${apiKey}`)
      return response.writeHead(401).end('{"errors":[{"detail":"Unauthenticated."}]}');
    if (!id || !countries[id]) return response.writeHead(404).end('{"errors":[{"detail":"Not found"}]}');
    response.writeHead(200, { "content-type": "application/vnd.api+json" });
    response.end(
      JSON.stringify({
        data: { type: "customers", id, attributes: { name: "Buyer", email: "buyer@example.com", country: countries[id] } },
      }),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** An order event as Lemon Squeezy posts it (contracts a3), for customer 42 unless told. */
export function orderEvent(name: "order_created" | "order_refunded", id: string, productId: number, email: string, customerId = 42) {
  return {
    meta: { event_name: name },
    data: {
      type: "orders",
      id,
      attributes: {
        customer_id: customerId,
        user_email: email,
        status: name === "order_refunded" ? "refunded" : "paid",
        test_mode: false,
        first_order_item: { product_id: productId, variant_id: 1, product_name: "Credits" },
      },
    },
  };
}

/** Posts a raw body to the API's webhook, signed as Lemon Squeezy signs it (HMAC-SHA256 of the raw body). */
export function deliverRawWebhook(apiBase: string, raw: string, secret: string, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${apiBase}/webhooks/lemonsqueezy`, {
    method: "POST",
    body: raw,
    headers: { ...headers, "content-type": "application/json", "x-signature": createHmac("sha256", secret).update(raw).digest("hex") },
  });
}

/** Posts an event to the API's webhook as Lemon Squeezy does. */
export function deliverWebhook(apiBase: string, event: ReturnType<typeof orderEvent>, secret: string): Promise<Response> {
  return deliverRawWebhook(apiBase, JSON.stringify(event), secret, { "x-event-name": event.meta.event_name });
}
