/**
 * The API's guards on a real server over a SQLite file: the rate limits, CORS allow-list, security
 * headers and body limit, and the webhook without a store API key. They do not depend on the database,
 * so they run on SQLite only.
 */
import assert from "node:assert/strict";
import { randomBytes } from "node:crypto";
import { after, before, describe, it } from "node:test";
import { signSession } from "../auth/session-token";
import { userOfEmail } from "../auth/users";
import { balanceOf } from "../credits/ledger";
import { call, type RunningApi, startApi } from "./api-harness";
import { createKey } from "./api-flows";
import { deliverWebhook, orderEvent } from "./lemon-standin";

const ALLOWED_ORIGIN = "https://app.example";
const WEBHOOK_SECRET = "lemon-webhook-secret";
const CREDIT_PRODUCT = 555;

describe("the general rate limit", () => {
  const PER_MINUTE = 5;
  let api: RunningApi;
  before(async () => {
    api = await startApi({ RATE_LIMIT_PER_MINUTE: String(PER_MINUTE), WORKER_CONCURRENCY: "0" });
  });
  after(() => api.stop());

  it("counts bearers that do not verify by address, so a made-up bearer per request gains nothing", async () => {
    const statuses = [];
    for (let request = 0; request <= PER_MINUTE; request += 1) {
      const bearer = request % 2 === 0 ? randomBytes(24).toString("base64url") : `pb_${randomBytes(32).toString("base64url")}`;
      statuses.push((await call(api, "GET", "/tasks/credits", { bearer })).status);
    }
    assert.deepEqual(statuses, [...Array<number>(PER_MINUTE).fill(401), 429]);
    const refused = await call(api, "GET", "/users/validate", { bearer: "yet-another-made-up-one" });
    assert.deepEqual([refused.status, refused.body.message], [429, "Too many requests: slow down and try again in a minute."]);
  });

  it("gives a verified session token and API key their account's own allowance", async () => {
    const { db, keys } = api.services.context;
    const user = await userOfEmail(db, "counted@example.com");
    const { token } = await signSession(keys.session, user.id, user.email, 3600);
    const key = await createKey(api, token);
    assert.match(key, /^pb_/);
    const statuses = [];
    for (let request = 1; request < PER_MINUTE; request += 1)
      statuses.push(
        (
          await (request % 2 === 0
            ? call(api, "GET", "/users/api", { bearer: token })
            : call(api, "GET", "/tasks/credits", { bearer: key }))
        ).status,
      );
    // The key and the session are one account's: with the key's creation, that is its five requests of the minute.
    assert.deepEqual(statuses, [200, 200, 200, 200]);
    assert.equal((await call(api, "GET", "/tasks/credits", { bearer: key })).status, 429);
  });
});

describe("CORS, headers, body limit, login codes per address, webhook without a store key", () => {
  let api: RunningApi;
  before(async () => {
    api = await startApi({
      CORS_ORIGINS: ALLOWED_ORIGIN,
      CODE_REQUESTS_PER_IP: "3",
      LEMON_WEBHOOK_SECRET: WEBHOOK_SECRET,
      LEMON_CREDIT_PRODUCTS: `${CREDIT_PRODUCT}=40`,
      WORKER_CONCURRENCY: "0",
    });
  });
  after(() => api.stop());

  it("lets only the allowed origins' pages read answers", async () => {
    const allowed = await fetch(`${api.base}/pixelbatch/users/sub`, { headers: { origin: ALLOWED_ORIGIN } });
    assert.equal(allowed.headers.get("access-control-allow-origin"), ALLOWED_ORIGIN);
    const preflight = await fetch(`${api.base}/tasks/upload`, {
      method: "OPTIONS",
      headers: { origin: ALLOWED_ORIGIN, "access-control-request-method": "POST", "access-control-request-headers": "authorization" },
    });
    assert.equal(preflight.headers.get("access-control-allow-origin"), ALLOWED_ORIGIN);
    assert.match(preflight.headers.get("access-control-allow-headers") ?? "", /Authorization/);
    const other = await fetch(`${api.base}/pixelbatch/users/sub`, { headers: { origin: "https://elsewhere.example" } });
    assert.equal(other.status, 200);
    assert.equal(other.headers.get("access-control-allow-origin"), null);
  });

  it("sends the security headers", async () => {
    const answer = await fetch(`${api.base}/tasks/credits`);
    assert.equal(answer.status, 401);
    assert.equal(answer.headers.get("content-security-policy"), "default-src 'none';frame-ancestors 'none'");
    assert.equal(answer.headers.get("x-content-type-options"), "nosniff");
    assert.equal(answer.headers.get("x-frame-options"), "SAMEORIGIN");
    assert.equal(answer.headers.get("cross-origin-resource-policy"), "same-site");
    assert.match(answer.headers.get("strict-transport-security") ?? "", /max-age=\d+/);
    assert.equal(answer.headers.get("cache-control"), "no-store");
  });

  it("refuses a body over 64 KB on a call without its own limit", async () => {
    const answer = await call(api, "POST", "/contact", {
      body: { name: "Ann", email: "ann@example.com", topic: "API", message: "x".repeat(65 * 1024) },
    });
    assert.deepEqual([answer.status, answer.body.message], [413, "The request body is too large."]);
  });

  it("limits login codes and code checks per address of the caller, whatever e-mail they name", async () => {
    const statuses = [];
    for (let send = 0; send < 4; send += 1)
      statuses.push((await call(api, "POST", "/users/get-access", { body: { email: `per-ip-${send}@example.com` } })).status);
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    const checks = [];
    for (let check = 0; check < 4; check += 1)
      checks.push(
        (await call(api, "POST", "/users/get-access/verify", { body: { email: `per-ip-${check}@example.com`, auth_id: "123456" } })).status,
      );
    assert.deepEqual(checks, [401, 401, 401, 429], "code checks have an allowance of their own, as large");
  });

  it("issue 43 item 8: says to try again after the wait its Retry-After header gives, not in a minute", async () => {
    for (const [route, calls, body] of [
      ["/users/get-access", "login-code requests", { email: "waiting@example.com" }],
      ["/users/get-access/verify", "code checks", { email: "waiting@example.com", auth_id: "123456" }],
    ] as const) {
      const refused = await fetch(`${api.base}${route}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
      const retryAfter = Number(refused.headers.get("retry-after"));
      assert.ok(retryAfter > 540 && retryAfter <= 600, `Retry-After: ${retryAfter}`);
      const { message } = (await refused.json()) as { message: string };
      assert.equal(
        message,
        `Too many ${calls} from this address (3 in 10 minutes): try again in ${Math.ceil(retryAfter / 60)} minutes.`,
        `${route}, Retry-After: ${retryAfter}`,
      );
    }
  });

  it("grants credits without a store API key but adds no sale, having no country", async () => {
    assert.equal(
      (await deliverWebhook(api.base, orderEvent("order_created", "2001", CREDIT_PRODUCT, "nokey@example.com"), WEBHOOK_SECRET)).status,
      200,
    );
    const { db } = api.services.context;
    const user = await db.selectFrom("users").select("id").where("email", "=", "nokey@example.com").executeTakeFirstOrThrow();
    assert.equal(await balanceOf(db, user.id), 40);
    const feed = (await (await fetch(`${api.base}/pixelbatch/users/sub`)).json()) as { data: unknown[] };
    assert.deepEqual(feed.data, []);
  });
});

describe("per-address limits behind a trusted proxy", () => {
  let api: RunningApi;
  before(async () => {
    // The test's requests come from loopback, which plays the reverse proxy.
    api = await startApi({ TRUST_PROXY: "loopback", CODE_REQUESTS_PER_IP: "3", WORKER_CONCURRENCY: "0" });
  });
  after(() => api.stop());

  const askCode = (forwardedFor: string, email: string) =>
    fetch(`${api.base}/users/get-access`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
      body: JSON.stringify({ email }),
    });

  it("counts the address the proxy saw, so rotating a client-written X-Forwarded-For gains nothing", async () => {
    const statuses = [];
    for (let send = 0; send < 4; send += 1)
      statuses.push((await askCode(`198.51.100.${send}, 203.0.113.7`, `rotating-${send}@example.com`)).status);
    assert.deepEqual(statuses, [200, 200, 200, 429]);
    assert.equal(
      (await askCode("198.51.100.9, 203.0.113.8", "another-caller@example.com")).status,
      200,
      "another client has its own allowance",
    );
  });
});
