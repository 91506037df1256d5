/** @jest-environment node */
import Fastify, { type FastifyInstance } from "fastify";
import { readConfig } from "./config";
import { licenseProxyPlugin } from "./license-proxy";

interface Forwarded {
  url: string;
  body: string;
  headers: Record<string, string>;
}

async function proxyWith(upstream: (url: string, init: RequestInit) => Promise<Response>) {
  const app: FastifyInstance = Fastify({ logger: false });
  await app.register(licenseProxyPlugin, {
    upstream: "https://provider.example/v1/licenses/",
    requestsPerMinute: 100,
    fetchImpl: upstream as typeof fetch,
  });
  return app;
}

describe("license pass-through route", () => {
  it("forwards the documented form fields and answers with the provider's status and body", async () => {
    const forwarded: Forwarded[] = [];
    const body = JSON.stringify({ valid: false, error: "instance_id not found." });
    const app = await proxyWith(async (url, init) => {
      forwarded.push({ url, body: String(init.body), headers: init.headers as Record<string, string> });
      return new Response(body, { status: 404, headers: { "content-type": "application/json" } });
    });
    const response = await app.inject({
      method: "POST",
      url: "/api/licenses/validate",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "license_key=K+1&instance_id=I&cookie=secret",
    });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe(body);
    expect(response.headers["content-type"]).toContain("application/json");
    expect(forwarded).toEqual([
      {
        url: "https://provider.example/v1/licenses/validate",
        body: "license_key=K+1&instance_id=I",
        headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
      },
    ]);
    await app.close();
  });

  it("takes JSON too, for each of the three actions, and nothing else", async () => {
    const urls: string[] = [];
    const app = await proxyWith(async (url) => (urls.push(url), new Response('{"activated":true}', { status: 200 })));
    for (const action of ["activate", "validate", "deactivate"]) {
      const response = await app.inject({
        method: "POST",
        url: `/api/licenses/${action}`,
        payload: { license_key: "K", instance_name: "Linux Chrome" },
      });
      expect(response.statusCode).toBe(200);
    }
    expect(urls.map((url) => url.split("/").pop())).toEqual(["activate", "validate", "deactivate"]);
    const unknown = await app.inject({ method: "POST", url: "/api/licenses/refund", payload: {} });
    expect(unknown.statusCode).toBe(404);
    expect(urls).toHaveLength(3);
    await app.close();
  });

  it("answers 502 (unknown to the site) when the provider cannot be reached", async () => {
    const app = await proxyWith(async () => {
      throw new TypeError("fetch failed");
    });
    const response = await app.inject({ method: "POST", url: "/api/licenses/activate", payload: { license_key: "K" } });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ success: false, message: "The license provider could not be reached." });
    await app.close();
  });
});

describe("LICENSE_API_URL", () => {
  it("defaults to Lemon Squeezy and must be an http(s) URL", () => {
    expect(readConfig({}).licenseApiUrl).toBe("https://api.lemonsqueezy.com/v1/licenses");
    expect(readConfig({ LICENSE_API_URL: "http://127.0.0.1:9/v1/licenses" }).licenseApiUrl).toBe("http://127.0.0.1:9/v1/licenses");
    expect(() => readConfig({ LICENSE_API_URL: "provider" })).toThrow('LICENSE_API_URL must be an http(s) URL, not "provider"');
  });
});
