/**
 * Issue 28's error answers and abuse paths on a real server over a SQLite file: inputs that once
 * crashed a route (500) answer 4xx, every answer under /api/ is JSON in the documented error shape,
 * large bodies are refused before they are read, and the license pass-through has its own guards.
 */
import assert from "node:assert/strict";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { after, before, describe, it } from "node:test";
import { signSession } from "../auth/session-token";
import { userOfEmail } from "../auth/users";
import { addEntry } from "../credits/ledger";
import { PICTURE_MAX_CHARS } from "../../src/codecs/picture-setting";
import { call, type RunningApi, startApi } from "./api-harness";
import { createKey, fileEntry, uploadLinks } from "./api-flows";
import { deliverRawWebhook } from "./lemon-standin";

const WEBHOOK_SECRET = "lemon-webhook-secret";
const PHOTO = { bytes: Buffer.alloc(1000), type: "image/jpeg", name: "photo.jpg" };

/** An answer in the documented error shape, whatever its status. */
async function errorAnswer(response: Response): Promise<{ status: number; message: string }> {
  assert.match(response.headers.get("content-type") ?? "", /^application\/json/, `${response.status} is JSON`);
  const body = (await response.json()) as { success: unknown; message: unknown };
  assert.equal(body.success, false);
  assert.equal(typeof body.message, "string");
  return { status: response.status, message: body.message as string };
}

/** Sends the headers and a first part of a body that never ends, and answers the status, if one comes before the body would. */
function statusBeforeBody(url: string, headers: Record<string, string>): Promise<number | "no answer"> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: "POST", headers: { ...headers, "content-type": "application/json" } });
    const timer = setTimeout(() => {
      request.destroy();
      resolve("no answer");
    }, 3000);
    request.on("response", (response) => {
      clearTimeout(timer);
      response.resume();
      request.destroy();
      resolve(response.statusCode ?? 0);
    });
    request.on("error", (error) => (request.destroyed ? undefined : reject(error)));
    request.write(`{"task_list":[${'{"file_id":"x"},'.repeat(1000)}`);
  });
}

describe("issue 28: errors that must be 4xx, answers under /api/, bodies before authentication", () => {
  let api: RunningApi;
  let session: string;
  let key: string;
  before(async () => {
    api = await startApi({ LEMON_WEBHOOK_SECRET: WEBHOOK_SECRET, LEMON_CREDIT_PRODUCTS: "555=40", WORKER_CONCURRENCY: "0" });
    const { db, keys } = api.services.context;
    const user = await userOfEmail(db, "errors@example.com");
    session = (await signSession(keys.session, user.id, user.email, 3600)).token;
    key = await createKey(api, session);
    await addEntry(db, { userId: user.id, amount: 5, kind: "grant", reference: "errors-test" });
  });
  after(() => api.stop());

  it("1: refuses a file type named like a property of every object, naming it", async () => {
    for (const type of ["constructor", "__proto__", "toString", "hasOwnProperty"]) {
      const answer = await uploadLinks(api, key, [{ ...fileEntry(PHOTO, "compress"), type }]);
      assert.equal(answer.status, 400, type);
      assert.match(answer.body.message, new RegExp(`type "${type}" is not taken`));
    }
  });

  it("2: refuses a page or limit out of bounds and answers a page past the end with no tasks", async () => {
    for (const query of ["page=1e300", "page=302681392386587561558016", "page=1000001", "limit=1e300", "page=0"]) {
      const answer = await call(api, "GET", `/tasks?${query}`, { bearer: key });
      assert.equal(answer.status, 400, query);
      assert.match(String(answer.body.message), /^Invalid request: querystring\//, query);
    }
    const past = await call(api, "GET", "/tasks?page=1000000&limit=100", { bearer: key });
    assert.deepEqual([past.status, past.body.data, past.body.page], [200, [], 1000000]);
  });

  it("issue 43 item 4: refuses a non-finite or inexact number in any integer of a query string or JSON body", async () => {
    for (const query of ["page=Infinity", "page=-Infinity", "limit=Infinity", "page=1e309", "limit=-1e309", "page=%2BInfinity"]) {
      const answer = await call(api, "GET", `/tasks?${query}`, { bearer: key });
      assert.deepEqual(
        [answer.status, answer.body.message],
        [400, `Invalid request: querystring/${query.split("=")[0]} must be a finite integer.`],
        query,
      );
    }
    for (const [size, refusal] of [
      ["Infinity", "must be a finite integer"],
      ["1e309", "must be a finite integer"],
      ["9007199254740993.5", "must be an integer no larger than 9007199254740991 in size"],
    ]) {
      const answer = await uploadLinks(api, key, [{ ...fileEntry(PHOTO, "compress"), size: size as unknown as number }]);
      assert.deepEqual([answer.status, answer.body.message], [400, `Invalid request: body/file_list/0/size ${refusal}.`], size);
    }
    const [link] = (await uploadLinks(api, key, [fileEntry(PHOTO, "compress")])).body.data.successful;
    const url = new URL(link?.url ?? "");
    url.searchParams.set("expires", "Infinity");
    const stored = await fetch(url, { method: "PUT", body: new Uint8Array(PHOTO.bytes), headers: { "content-type": PHOTO.type } });
    assert.deepEqual(await errorAnswer(stored), { status: 400, message: "Invalid request: querystring/expires must be a finite integer." });
  });

  it("issue 43 item 8: placeholder refuses a size list it would have ignored, saying what a size is", async () => {
    const answer = await uploadLinks(api, key, [fileEntry(PHOTO, "placeholder", { sizes: "abc" })]);
    assert.deepEqual(
      [answer.status, answer.body.message],
      [
        400,
        'File 1 (photo.jpg): Parameters of placeholder: "sizes": “abc” is not a size: write width × height in pixels, such as 1200x630.',
      ],
    );
    assert.equal((await uploadLinks(api, key, [fileEntry(PHOTO, "placeholder", { sizes: "64x64" })])).status, 200);
  });

  it("3: answers 400 to a signed webhook that is not an event, 200 to an event it does not handle", async () => {
    const order = (attributes: unknown) => ({ meta: { event_name: "order_created" }, data: { type: "orders", id: "9", attributes } });
    for (const event of [
      null,
      [],
      "order_created",
      7,
      { meta: null },
      { meta: { event_name: "order_created" }, data: null },
      order(null),
      order({ user_email: 42, status: "paid", first_order_item: { product_id: 555 } }),
      order({ user_email: "a@example.com", status: "paid", first_order_item: { product_id: "555" } }),
    ]) {
      const answer = await errorAnswer(await deliverRawWebhook(api.base, JSON.stringify(event), WEBHOOK_SECRET));
      assert.equal(answer.status, 400, JSON.stringify(event));
      assert.match(answer.message, /^Not a Lemon Squeezy (event|order event)/);
    }
    const other = await deliverRawWebhook(
      api.base,
      JSON.stringify({ meta: { event_name: "subscription_created" }, data: { type: "subscriptions", id: "3", attributes: {} } }),
      WEBHOOK_SECRET,
    );
    assert.deepEqual([other.status, await other.json()], [200, { success: true, message: "Ignored subscription_created." }]);
  });

  it("issue 43 item 7: refuses a signed order of an absurd quantity or to no e-mail address, and a refund takes back no more than its order gave", async () => {
    const { db, keys } = api.services.context;
    const order = (name: string, id: string, email: string, quantity: unknown) =>
      JSON.stringify({
        meta: { event_name: name },
        data: {
          type: "orders",
          id,
          attributes: {
            user_email: email,
            status: name === "order_refunded" ? "refunded" : "paid",
            first_order_item: { product_id: 555, quantity },
          },
        },
      });
    const deliver = (name: string, id: string, email: string, quantity: unknown) =>
      deliverRawWebhook(api.base, order(name, id, email, quantity), WEBHOOK_SECRET);
    const accountOf = (email: string) => db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();

    for (const [index, [email, quantity, why]] of [
      ["huge@example.com", 1e300, "first_order_item.quantity: over 100 units, the most one order may buy"],
      ["largest@example.com", 1.797e308, "first_order_item.quantity: over 100 units, the most one order may buy"],
      ["half@example.com", 2.5, "first_order_item.quantity: not a whole number of units"],
      ["negative@example.com", -3, "first_order_item.quantity: not a positive number of units"],
      ["zero@example.com", 0, "first_order_item.quantity: not a positive number of units"],
      ["not an address", 1, "user_email: not an e-mail address"],
    ].entries()) {
      const answer = await errorAnswer(await deliver("order_created", `bad-${index}`, email as string, quantity));
      assert.deepEqual(
        answer,
        { status: 400, message: `Not a Lemon Squeezy order event: data.attributes.${why}.` },
        `${email} × ${quantity}`,
      );
      assert.equal(await accountOf(email as string), undefined, `no account for ${email}`);
    }
    const entries = await db.selectFrom("credit_entries").select("reference").where("reference", "like", "%bad-%").execute();
    assert.deepEqual(entries, [], "nothing granted");

    assert.equal((await deliver("order_created", "good-1", "buyer-43@example.com", 3)).status, 200);
    const buyer = await userOfEmail(db, "buyer-43@example.com");
    const buyerKey = await createKey(api, (await signSession(keys.session, buyer.id, buyer.email, 3600)).token);
    const credits = async () => {
      const answer = await call<{ credits: number }>(api, "GET", "/tasks/credits", { bearer: buyerKey });
      assert.equal(answer.status, 200);
      return answer.body.credits;
    };
    assert.equal(await credits(), 120);
    assert.equal((await deliver("order_refunded", "good-1", "buyer-43@example.com", 100)).status, 200);
    assert.equal(await credits(), 0, "the refund takes back the 120 its order gave, not 100 × 40");
    assert.equal((await deliver("order_refunded", "never-granted", "buyer-43@example.com", 1)).status, 200);
    assert.equal(await credits(), 0, "a refund of an order that gave nothing takes nothing");
  });

  it("4: takes an empty body sent as JSON on a call that takes no body", async () => {
    const response = await fetch(`${api.base}/users/api`, {
      method: "POST",
      headers: { authorization: `Bearer ${session}`, "content-type": "application/json" },
    });
    assert.equal(response.status, 200);
    key = ((await response.json()) as { data: { api: string } }).data.api;
    const needsBody = await fetch(`${api.base}/users/get-access`, { method: "POST", headers: { "content-type": "application/json" } });
    assert.deepEqual(await errorAnswer(needsBody), { status: 400, message: "Invalid request: body must be object." });
  });

  it("5: answers every call under /api/ that no route takes with JSON: 404, or 405 with Allow", async () => {
    for (const route of [
      "/api/v1/nothing-here",
      "/api/v1/users/api/",
      "/api/v1/tasks/credits/",
      `/api/v1/${"a".repeat(2000)}`,
      "/api/v1/.env",
      "/api/v2/tasks",
      `/api/${"b".repeat(900)}`,
      `/api/${"c".repeat(5000)}`,
      "/api//x",
      "/api//v1/tasks",
    ]) {
      const response = await fetch(`${api.origin}${route}`, { headers: { authorization: `Bearer ${key}` }, redirect: "manual" });
      assert.equal(response.headers.get("x-content-type-options"), "nosniff", route);
      const answer = await errorAnswer(response);
      assert.equal(answer.status, 404, route);
      assert.match(answer.message, /^No such API call: GET \/api\//, route);
    }
    for (const [method, route, allow] of [
      ["DELETE", "/api/v1/tasks", "GET, HEAD, POST"],
      ["GET", "/api/v1/users/get-access", "POST"],
      ["PUT", "/api/v1/tasks/some-id", "GET, HEAD"],
      ["GET", "/api/licenses/validate", "POST"],
      ["PATCH", "/api/v1/pixelbatch/users/sub", "GET, HEAD"],
    ] as const) {
      const response = await fetch(`${api.origin}${route}`, { method });
      assert.equal(response.headers.get("allow"), allow, `${method} ${route}`);
      const answer = await errorAnswer(response);
      assert.equal(answer.status, 405, `${method} ${route}`);
      assert.equal(answer.message, `${method} is not allowed on ${route}: use ${allow.replace(/, /g, " or ")}.`);
    }
    const undecodable = await errorAnswer(await fetch(`${api.origin}/api/v1/tasks/%E0%A4%A`));
    assert.deepEqual(undecodable, { status: 400, message: "'/api/v1/tasks/%E0%A4%A' is not a valid url component" });
    const preflight = await fetch(`${api.base}/tasks`, { method: "OPTIONS", headers: { origin: "https://elsewhere.example" } });
    assert.deepEqual(await errorAnswer(preflight), { status: 404, message: "No such API call: OPTIONS /api/v1/tasks" });
    const longId = await errorAnswer(await fetch(`${api.base}/tasks/${"a".repeat(101)}`, { headers: { authorization: `Bearer ${key}` } }));
    assert.deepEqual(longId, { status: 400, message: "Invalid request: params/taskId must NOT have more than 100 characters." });
    const documentation = await fetch(`${api.origin}/api/`);
    assert.deepEqual([documentation.status, await documentation.text()], [200, "<h1>API</h1>"], "/api/ stays the site's page");
    const unknownAction = await errorAnswer(await fetch(`${api.origin}/api/licenses/refund`, { method: "POST" }));
    assert.deepEqual(unknownAction, { status: 404, message: "Unknown license action: send activate, validate or deactivate." });
  });

  it("6: refuses an unknown caller before reading the body, and a list body beyond a legal one", async () => {
    assert.equal(await statusBeforeBody(`${api.base}/tasks`, {}), 401);
    assert.equal(await statusBeforeBody(`${api.base}/tasks/upload`, { authorization: "Bearer made-up" }), 401);
    const notJson = await fetch(`${api.base}/tasks`, { method: "POST", headers: { "content-type": "application/json" }, body: "{" });
    assert.deepEqual(await errorAnswer(notJson), { status: 401, message: "No valid authentication token found" });

    // The largest legal list: every entry at its longest, non-ASCII names escaped, and one background picture.
    const picture = `data:image/jpeg;base64,${"A".repeat(PICTURE_MAX_CHARS - 23)}`;
    const entries = Array.from({ length: 100 }, (_, index) => ({
      ...fileEntry(PHOTO, "remove-background", index === 0 ? { background: "image", backgroundImage: picture } : {}),
      file_extension: `jpg${" ".repeat(17)}`,
      metadata: { input_file_name: "\u0007".repeat(1000), input_file_extension: "j".repeat(20) },
    }));
    const legal = await uploadLinks(api, key, entries);
    assert.equal(legal.status, 400, "refused for its extensions, not its size");
    assert.match(legal.body.message, /File 1 .*extension "jpg {17}" does not fit/);
    const tooLarge = await call(api, "POST", "/tasks/upload", { bearer: key, body: { file_list: entries, padding: "x".repeat(600_000) } });
    assert.deepEqual([tooLarge.status, tooLarge.body.message], [413, "The request body is too large."]);
    const document = (await (await fetch(`${api.base}/openapi.json`)).json()) as {
      paths: Record<string, { post: { responses: Record<string, { description: string }> } }>;
    };
    for (const route of ["/api/v1/tasks", "/api/v1/tasks/upload"])
      assert.match(document.paths[route]?.post.responses["413"]?.description ?? "", /^The body is over 4,048,576 bytes/, route);
  });
});

describe("issue 28 item 9: the license pass-through's guards", () => {
  const PER_MINUTE = 4;
  let api: RunningApi;
  let provider: http.Server;
  let forwarded = 0;
  let answer: { type: string; body: string } = { type: "application/json", body: '{"valid":true}' };
  before(async () => {
    provider = http.createServer((request, response) => {
      forwarded += 1;
      request.resume();
      response.writeHead(200, { "content-type": answer.type }).end(answer.body);
    });
    await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
    api = await startApi({
      LICENSE_API_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/v1/licenses`,
      LICENSE_REQUESTS_PER_MINUTE: String(PER_MINUTE),
      WORKER_CONCURRENCY: "0",
    });
  });
  after(async () => {
    await api.stop();
    await new Promise((resolve) => provider.close(resolve));
  });

  const validate = (body: string, type = "application/x-www-form-urlencoded") =>
    fetch(`${api.origin}/api/licenses/validate`, { method: "POST", headers: { "content-type": type }, body });

  it("passes a JSON answer through with nosniff, and a non-JSON one not at all", async () => {
    const relayed = await validate("license_key=K&instance_id=I");
    assert.deepEqual([relayed.status, await relayed.text()], [200, '{"valid":true}']);
    assert.equal(relayed.headers.get("x-content-type-options"), "nosniff");
    assert.match(relayed.headers.get("content-type") ?? "", /^application\/json/);
    answer = { type: "text/html", body: "<script>alert(1)</script>" };
    const html = await validate("license_key=K&instance_id=I");
    assert.equal(html.headers.get("x-content-type-options"), "nosniff");
    assert.deepEqual(await errorAnswer(html), { status: 502, message: "The license provider answered something other than JSON." });
    answer = { type: "application/json", body: '{"valid":true}' };
  });

  it("refuses a body beyond a license call's fields before it reaches the provider", async () => {
    const before = forwarded;
    const large = await validate(`license_key=${"K".repeat(5000)}`);
    assert.deepEqual(await errorAnswer(large), { status: 413, message: "The request body is too large." });
    const xml = await validate("<license/>", "application/xml");
    assert.equal((await errorAnswer(xml)).status, 415);
    assert.equal(forwarded, before);
  });

  it("limits the calls one address may relay in a minute", async () => {
    // The earlier tests' calls count too: at most PER_MINUTE more get through.
    const before = forwarded;
    const statuses: number[] = [];
    for (let request = 0; request < PER_MINUTE; request += 1) statuses.push((await validate("license_key=K&instance_id=I")).status);
    assert.equal(statuses.at(-1), 429);
    assert.equal(forwarded - before, statuses.filter((status) => status === 200).length);
    const refused = await validate("license_key=K&instance_id=I");
    assert.deepEqual(await errorAnswer(refused), { status: 429, message: "Too many requests: slow down and try again in a minute." });
    assert.equal(refused.headers.get("x-content-type-options"), "nosniff");
  });
});
