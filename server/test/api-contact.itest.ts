/**
 * POST /api/v1/contact on a real server writing to its dev outbox: the message reaches SUPPORT_EMAIL,
 * a bad field is named with the page's own words, the hidden honeypot field drops the message, and
 * the hourly allowance ends in a 429 that says what to do.
 */
import assert from "node:assert/strict";
import fs from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { call, type RunningApi, startApi } from "./api-harness";

const SUPPORT = "help-desk@example.org";
const valid = { name: "Ann Lee", email: "ann@example.com", topic: "Bug report", message: "The cropper stops at the 21st photo." };

const outboxOf = (api: RunningApi) => path.join(api.dataDir, "outbox");
const mails = (api: RunningApi) =>
  fs.existsSync(outboxOf(api)) ? fs.readdirSync(outboxOf(api)).map((file) => fs.readFileSync(path.join(outboxOf(api), file), "utf8")) : [];

/** The describe block's server, started before its tests and stopped after them, taking `perHour` messages an hour. */
function serverFor(perHour: string): () => RunningApi {
  let api: RunningApi;
  before(async () => {
    api = await startApi({ SUPPORT_EMAIL: SUPPORT, CONTACT_MESSAGES_PER_HOUR: perHour, WORKER_CONCURRENCY: "0" });
  });
  after(() => api.stop());
  return () => api;
}

describe("the contact form's call", () => {
  const server = serverFor("1000");

  it("mails the message to SUPPORT_EMAIL, the sender as Reply-To, every field trimmed", async () => {
    const api = server();
    const sent = await call(api, "POST", "/contact", { body: { ...valid, name: "  Ann Lee ", website: "" } });
    assert.deepEqual(sent, {
      status: 200,
      body: { success: true, message: "Thank you: your message was sent. We answer by e-mail, usually within two working days." },
    });
    const [mail, ...more] = mails(api);
    assert.equal(more.length, 0);
    assert.match(mail ?? "", new RegExp(`^To: ${SUPPORT}$`, "m"));
    assert.match(mail ?? "", /^Reply-To: Ann Lee <ann@example.com>$/m);
    assert.match(mail ?? "", /^Subject: \[Contact\] Bug report: Ann Lee$/m);
    assert.match(mail ?? "", /The cropper stops at the 21st photo\./);
  });

  it("names each bad field in the words the page shows, and sends nothing", async () => {
    const api = server();
    const before = mails(api).length;
    const bad = await call<{ success: boolean; message: string; fields: Record<string, string> }>(api, "POST", "/contact", {
      body: { name: "   ", email: "ann@example", topic: "Bug report", message: "Help!" },
    });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.success, false);
    assert.deepEqual(bad.body.fields, {
      name: "Enter your name.",
      email: "Enter an e-mail address like ann@example.com: this one is not complete.",
      message: "Write at least 10 characters, so we can help (5 so far).",
    });
    assert.match(bad.body.message, /Enter your name\. Enter an e-mail address/);

    const missing = await call<{ fields: Record<string, string> }>(api, "POST", "/contact", { body: { email: "ann@example.com" } });
    assert.equal(missing.status, 400);
    assert.deepEqual(Object.keys(missing.body.fields).sort(), ["message", "name", "topic"]);

    const notText = await call<{ fields: Record<string, string> }>(api, "POST", "/contact", {
      body: { ...valid, message: { text: "Help with the cropper" } },
    });
    assert.deepEqual([notText.status, notText.body.fields], [400, { message: "Write your message." }]);
    assert.equal(mails(api).length, before);
  });

  it("answers a filled-in honeypot field like a sent message, and drops it", async () => {
    const api = server();
    const before = mails(api).length;
    const bot = await call(api, "POST", "/contact", { body: { ...valid, website: "https://cheap-pills.example" } });
    assert.deepEqual(bot, {
      status: 200,
      body: { success: true, message: "Thank you: your message was sent. We answer by e-mail, usually within two working days." },
    });
    assert.equal(mails(api).length, before);
  });
});

describe("the contact form's hourly allowance", () => {
  const server = serverFor("2");

  it("refuses the message over it with a 429 that says when to try again and where to write instead", async () => {
    const api = server();
    const statuses = [];
    for (let send = 0; send < 2; send += 1) statuses.push((await call(api, "POST", "/contact", { body: valid })).status);
    assert.deepEqual(statuses, [200, 200]);
    const refused = await call<{ message: string }>(api, "POST", "/contact", { body: valid });
    assert.equal(refused.status, 429);
    assert.match(
      refused.body.message,
      /^You have sent 2 messages within the hour, the most we take from one connection: please try again in (1 hour|\d+ minutes?), or write to help-desk@example\.org\.$/,
    );
    assert.equal(mails(api).length, 2);
  });
});
