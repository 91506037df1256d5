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
