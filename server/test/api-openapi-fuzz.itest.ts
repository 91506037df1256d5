/**
 * The API against its own OpenAPI document (/api/v1/openapi.json), property-based: for every
 * operation, requests generated from the document, valid and not, with no credential, a made-up one,
 * and the real ones of each scheme it takes (a session from the e-mailed login code, the account's
 * API key, a webhook signature), sent to a real server on loopback over a SQLite file. Every answer
 * must be documented for its operation and match the documented schema, and none may be a server error.
 * Where a number goes, the requests also carry number-like text and literals (Infinity, -0, 1e309,
 * 0x10, 400 nines); and signed order events with edge values in their quantity, ids, e-mail and
 * nulls must leave every credit balance a whole number of at least 0 that GET /tasks/credits answers.
 */
import assert from "node:assert/strict";
import { createHmac, randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { after, describe, it } from "node:test";
import fc from "fast-check";
import { signSession } from "../auth/session-token";
import { userOfEmail } from "../auth/users";
import { addEntry, balanceOf } from "../credits/ledger";
import { call, startApi } from "./api-harness";
import { createKey, fileEntry, login, put, uploadLinks } from "./api-flows";
import { orderEventBodies } from "./lemon-order-arbitraries";
import { documentedAnswer, type FuzzRequest, type OpenApiDocument, type Operation, operationsOf, requestsFor } from "./openapi-requests";
import { answerValidator, type JsonSchema, NUMBER_LIKE_TEXTS } from "./schema-arbitraries";
import { startSmtp } from "./smtp-standin";

const CORPUS = path.resolve(__dirname, "../../../shared/corpus");
const WEBHOOK_SECRET = "fuzz-webhook-secret";
const CREDIT_PRODUCT = 555;
/** Signed order events: each is one delivery, a look at the ledger and a credits call per buyer. */
const WEBHOOK_RUNS = 100;
/** Generated requests per operation: with the off-document ones, some five hundred in all, seconds on loopback. */
const RUNS = 30;
/** Requests per operation at a path or with a method the document does not have. */
const OFF_DOCUMENT_RUNS = 6;
/** Made-up bearers: a key's shape, a JWT's shape, and plain junk. */
const MADE_UP_BEARERS = [`pb_${"A".repeat(43)}`, "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl", "not-a-token"];
/** The API's error answer, which a request off the document gets too. */
const ERROR_SHAPE: JsonSchema = {
  type: "object",
  required: ["success", "message"],
  properties: { success: { enum: [false] }, message: { type: "string" } },
};

const API = "/api/v1";
const upload = (type: string) => ({
  file_list: [
    { type, action: "compress", file_extension: "jpg", file_id: randomUUID(), size: 1000, metadata: { input_file_name: "a.jpg" } },
  ],
});
const sentJson = (body: string, rest: Omit<FuzzRequest, "body" | "contentType" | "stray">): FuzzRequest => ({
  ...rest,
  body,
  contentType: "application/json",
  stray: "none",
});

/** Number-like texts that are a whole number within any bound to Ajv's coercion, as to JavaScript's Number(). */
const WHOLE_NUMBER_TEXTS = ["0x10", "1e3", "01", "1.0", " 5"];

/** Requests that once broke the API (issues 28 and 43), tried on every run before the generated ones; keyed by operation. */
const ONCE_BROKE: Record<string, FuzzRequest[]> = {
  "POST /api/v1/tasks/upload": [
    ...["__proto__", "constructor"].map((type) =>
      sentJson(JSON.stringify(upload(type)), { method: "POST", url: `${API}/tasks/upload`, credential: "apiKey", valid: true }),
    ),
    // A size as text Ajv coerces, or as a literal JSON.stringify cannot write: refused, never a number past its bounds.
    ...[
      ...NUMBER_LIKE_TEXTS.filter((text) => !WHOLE_NUMBER_TEXTS.includes(text)).map((text) => JSON.stringify(text)),
      "1e309",
      "-0",
      "0x10",
    ].map((size) =>
      sentJson(JSON.stringify(upload("image/jpeg")).replace('"size":1000', `"size":${size}`), {
        method: "POST",
        url: `${API}/tasks/upload`,
        credential: "apiKey",
        valid: false,
      }),
    ),
  ],
  "GET /api/v1/tasks": [
    { method: "GET", url: `${API}/tasks?sort=asc`, credential: "apiKey", valid: true, stray: "unknown query parameter" },
    ...["1e300", "302681392386587561558016"].map((page) => ({
      method: "GET",
      url: `${API}/tasks?page=${page}`,
      credential: "apiKey",
      valid: true,
      stray: "none" as const,
    })),
    // Issue 43: Ajv's coercion let these through as numbers that skipped the bounds (500 from the SQL).
    ...["page=Infinity", "page=-Infinity", "limit=Infinity", "page=1e309", `page=${"9".repeat(400)}`, "page=NaN", "limit=-0"].map(
      (query) => ({ method: "GET", url: `${API}/tasks?${query}`, credential: "apiKey", valid: false, stray: "none" as const }),
    ),
    ...["page=1e3", "page=0x10", "page=01", "limit=2.0"].map((query) => ({
      method: "GET",
      url: `${API}/tasks?${query}`,
      credential: "apiKey",
      valid: true,
      stray: "none" as const,
    })),
    { method: "DELETE", url: `${API}/tasks`, credential: "apiKey", valid: true, stray: "other method" },
  ],
  "GET /api/v1/tasks/{taskId}": [
    { method: "GET", url: `${API}/tasks/${"t".repeat(101)}`, credential: "apiKey", valid: false, stray: "none" },
  ],
  "GET /api/v1/tasks/credits": [
    { method: "GET", url: `${API}/tasks/credits/`, credential: "apiKey", valid: true, stray: "trailing slash" },
  ],
  "POST /api/v1/webhooks/lemonsqueezy": [
    sentJson("null", { method: "POST", url: `${API}/webhooks/lemonsqueezy`, credential: "lemonSignature", valid: false }),
  ],
  "POST /api/v1/users/api": [
    {
      method: "POST",
      url: `${API}/users/api`,
      contentType: "application/json",
      credential: "sessionToken",
      valid: true,
      stray: "stray JSON header",
    },
  ],
  "POST /api/v1/contact": [sentJson("", { method: "POST", url: `${API}/contact`, credential: "none", valid: false })],
};

/** Every string an answer holds (ids, keys, names), for the generator to try where a string goes. */
function stringsIn(value: unknown): string[] {
  if (typeof value === "string") return value.length <= 300 ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsIn);
  return [];
}

/** A server with an account that has a session, an API key, credits, uploaded files and a task. */
async function startFixture() {
  const smtp = await startSmtp();
  const api = await startApi({
    SMTP_URL: smtp.url,
    LEMON_WEBHOOK_SECRET: WEBHOOK_SECRET,
    LEMON_CREDIT_PRODUCTS: `${CREDIT_PRODUCT}=40`,
    WORKER_CONCURRENCY: "0",
    RATE_LIMIT_PER_MINUTE: "100000",
    CODE_REQUESTS_PER_IP: "100000",
    CONTACT_MESSAGES_PER_HOUR: "100000",
  });
  const { db } = api.services.context;
  let accounts = 0;
  /** Logs a new account in, with credits: a new one each time, as codes per address are limited. */
  const signIn = async () => {
    const email = `fuzz-${accounts++}@example.com`;
    const token = await login(api, smtp, email);
    const user = await db.selectFrom("users").select("id").where("email", "=", email).executeTakeFirstOrThrow();
    await addEntry(db, { userId: user.id, amount: 1000, kind: "grant", reference: `test:${email}` });
    return token;
  };
  let session = await signIn();
  const key = await createKey(api, session);
  const bytes = fs.readFileSync(path.join(CORPUS, "photos/rocket_launch_640x427.jpg"));
  const photo = { bytes, type: "image/jpeg", name: "rocket.jpg" };
  const links = await uploadLinks(api, key, [fileEntry(photo, "compress"), fileEntry(photo, "flip"), fileEntry(photo, "resize")]);
  assert.equal(links.status, 200, JSON.stringify(links.body));
  for (const link of links.body.data.successful) assert.equal((await put(link.url, bytes, photo.type)).status, 200);
  const [first] = links.body.data.successful;
  const created = await call(api, "POST", "/tasks", { bearer: key, body: { task_list: [first] } });
  assert.equal(created.status, 200, JSON.stringify(created.body));
  const history = await call(api, "GET", "/tasks", { bearer: key });
  const document = (await (await fetch(`${api.base}/openapi.json`)).json()) as OpenApiDocument & {
    components: { securitySchemes: Record<string, unknown> };
  };
  return {
    api,
    document,
    words: [...new Set(stringsIn([links.body, created.body, history.body]))],
    /**
     * A session and API key that work now: generated calls may replace the key or end the session
     * (then a new account logs in, and its ids are no longer those of the words).
     */
    async credentials(): Promise<{ session: string; key: string }> {
      let shown = await call<{ data?: { api: string | null } }>(api, "GET", "/users/api", { bearer: session });
      if (shown.status === 401) {
        session = await signIn();
        shown = await call(api, "GET", "/users/api", { bearer: session });
      }
      return { session, key: shown.body.data?.api ?? (await createKey(api, session)) };
    },
    async stop() {
      await api.stop();
      await smtp.close();
    },
  };
}

type Fixture = Awaited<ReturnType<typeof startFixture>>;

/** The headers that carry a request's credential: each scheme of the document has its own way. */
async function credentialHeaders(fixture: Fixture, request: FuzzRequest, madeUp: string): Promise<Record<string, string>> {
  switch (request.credential) {
    case "none":
      return {};
    case "made-up":
      return { authorization: `Bearer ${madeUp}` };
    case "sessionToken":
      return { authorization: `Bearer ${(await fixture.credentials()).session}` };
    case "apiKey":
      return { authorization: `Bearer ${(await fixture.credentials()).key}` };
    case "lemonSignature":
      return {
        "x-signature": createHmac("sha256", WEBHOOK_SECRET)
          .update(request.body ?? "")
          .digest("hex"),
      };
    default:
      throw new Error(`No credential for the security scheme "${request.credential}": teach this test to make one.`);
  }
}

interface Reply {
  status: number;
  allow: string | null;
  text: string;
}

let sent = 0;

async function send(fixture: Fixture, request: FuzzRequest): Promise<Reply> {
  const madeUp = MADE_UP_BEARERS[sent++ % MADE_UP_BEARERS.length] as string;
  const headers = await credentialHeaders(fixture, request, madeUp);
  if (request.contentType) headers["content-type"] = request.contentType;
  const response = await fetch(`${fixture.api.origin}${request.url}`, {
    method: request.method,
    headers,
    body: request.body,
    redirect: "manual",
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, allow: response.headers.get("allow"), text: await response.text() };
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const validAnswer = answerValidator();

async function checkAnswer(fixture: Fixture, operation: Operation, request: FuzzRequest): Promise<void> {
  const reply = await send(fixture, request);
  const body = jsonOf(reply.text);
  const where = `${request.method} ${request.url} [${request.credential}${request.valid ? "" : ", invalid"}${request.stray === "none" ? "" : `, ${request.stray}`}]${request.body === undefined ? "" : ` body ${request.body.slice(0, 300)}`} → ${reply.status} ${reply.text.slice(0, 300)}`;
  assert.ok(reply.status < 500, `A server error: ${where}`);
  if (request.stray === "trailing slash" || request.stray === "other method") {
    assert.ok(reply.status >= 400 && reply.status < 500, `Off the document, yet not refused: ${where}`);
    assert.equal(validAnswer(ERROR_SHAPE, body), null, `Not the API's error answer: ${where}`);
    if (request.stray === "other method") {
      assert.equal(reply.status, 405, `A method the path does not take: ${where}`);
      assert.ok(reply.allow?.includes(operation.method), `Allow (${reply.allow}) leaves out ${operation.method}: ${where}`);
    }
    return;
  }
  const documented = documentedAnswer(operation, reply.status);
  assert.ok(documented, `A status the document does not list for ${operation.method} ${operation.path}: ${where}`);
  const schema = documented.content?.["application/json"]?.schema;
  if (schema) {
    assert.notEqual(body, undefined, `Not JSON: ${where}`);
    const problem = validAnswer(schema, body);
    assert.equal(problem, null, `Not the documented answer (${problem}): ${where}`);
  }
  // A call may check its credential before its query: without a real one, 401 refuses the parameter as well.
  const refusals = operation.schemes.includes(request.credential) ? [400] : [400, 401];
  if (request.stray === "unknown query parameter")
    assert.ok(refusals.includes(reply.status), `An unknown query parameter was not refused: ${where}`);
  else if (!request.valid) assert.ok(reply.status >= 400, `A request off the documented schema was taken: ${where}`);
  if (request.stray === "stray JSON header" && request.valid) {
    const plain = await send(fixture, { ...request, contentType: undefined });
    assert.equal(reply.status, plain.status, `A Content-Type header without a body changed the answer from ${plain.status}: ${where}`);
  }
}

describe("the API against its OpenAPI document", async () => {
  const fixture = await startFixture();
  after(() => fixture.stop());
  const operations = operationsOf(fixture.document);

  it("documents every call and each security scheme has a credential here", async () => {
    assert.ok(operations.length >= 15, `${operations.length} operations`);
    for (const scheme of Object.keys(fixture.document.components.securitySchemes)) {
      const request: FuzzRequest = { method: "GET", url: "/", credential: scheme, valid: true, stray: "none" };
      await assert.doesNotReject(credentialHeaders(fixture, request, ""), scheme);
    }
  });

  const property = (operation: Operation, offDocument: boolean, numRuns: number) => () => {
    const examples = (ONCE_BROKE[`${operation.method} ${operation.path}`] ?? [])
      .filter((request) => (request.stray === "trailing slash" || request.stray === "other method") === offDocument)
      .map((request): [FuzzRequest] => [request]);
    return fc.assert(
      fc.asyncProperty(requestsFor(operation, operations, fixture.words, offDocument), (request) =>
        checkAnswer(fixture, operation, request),
      ),
      { numRuns, examples, includeErrorInReport: true },
    );
  };
  for (const operation of operations) {
    it(`${operation.method} ${operation.path}: answers as documented`, property(operation, false, RUNS));
    it(
      `${operation.method} ${operation.path}: refuses a trailing slash or another method in the API's error answer`,
      property(operation, true, OFF_DOCUMENT_RUNS),
    );
  }

  const webhook = operations.find((candidate) => candidate.path === `${API}/webhooks/lemonsqueezy`);
  const { db, keys } = fixture.api.services.context;
  const buyers = ["buyer-1@example.com", "buyer-2@example.com"];
  const buyerKeys = await Promise.all(
    buyers.map(async (email) => {
      const user = await userOfEmail(db, email);
      return createKey(fixture.api, (await signSession(keys.session, user.id, user.email, 3600)).token);
    }),
  );

  /** Every entry a whole number of credits, every account's balance one of at least 0, and each buyer's answered as such. */
  async function checkLedger(where: string): Promise<void> {
    const entries = await db.selectFrom("credit_entries").select(["user_id", "amount"]).execute();
    for (const entry of entries) assert.ok(Number.isSafeInteger(entry.amount), `An entry of ${entry.amount} credits after ${where}`);
    for (const userId of new Set(entries.map((entry) => entry.user_id))) {
      const balance = await balanceOf(db, userId);
      assert.ok(Number.isSafeInteger(balance) && balance >= 0, `A balance of ${balance} after ${where}`);
    }
    for (const key of buyerKeys) {
      const answer = await call<{ credits: unknown }>(fixture.api, "GET", "/tasks/credits", { bearer: key });
      assert.equal(answer.status, 200, `GET /tasks/credits answered ${answer.status} after ${where}`);
      assert.ok(
        Number.isSafeInteger(answer.body.credits) && (answer.body.credits as number) >= 0,
        `${answer.body.credits} credits after ${where}`,
      );
    }
  }

  it("signed order events with edge values: answered as documented, every balance left a whole number of at least 0 that GET /tasks/credits answers", async () => {
    assert.ok(webhook, "the webhook is documented");
    await fc.assert(
      fc.asyncProperty(orderEventBodies(CREDIT_PRODUCT, buyers), async (body) => {
        const request = sentJson(body, { method: "POST", url: `${API}/webhooks/lemonsqueezy`, credential: "lemonSignature", valid: true });
        await checkAnswer(fixture, webhook, request);
        await checkLedger(`the delivery of ${body.slice(0, 300)}`);
      }),
      // The ledger outlives each delivery: once broken, every smaller body would fail too, so the first failing one is reported, unshrunk.
      { numRuns: WEBHOOK_RUNS, includeErrorInReport: true, endOnFailure: true },
    );
  });
});
