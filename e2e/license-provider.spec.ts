/**
 * The license-provider stand-in against design/contracts.md a1, over HTTP and through the site's own
 * client (src/lib/license-api.ts): paths, form fields, statuses, response JSON and error strings.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { licenseApi } from "../src/lib/license-api";
import { plans } from "../src/test-utils/content-files";
import { newKeyFrom } from "./license-provider/cli";
import { type RunningProvider, startLicenseProvider } from "./license-provider/server";

let provider: RunningProvider;
let dir: string;

test.beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "license-provider-"));
  provider = await startLicenseProvider({ dbFile: path.join(dir, "licenses.sqlite") });
});

test.afterAll(async () => {
  await provider.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

const create = (options: Record<string, string | boolean>) =>
  provider.db.createKey(newKeyFrom({ email: "ann@example.com", ...options }, {}, new Date()));

const post = (action: string, body: string, contentType = "application/x-www-form-urlencoded") =>
  fetch(`${provider.url}/${action}`, { method: "POST", headers: { Accept: "application/json", "Content-Type": contentType }, body });

test("activate, validate and deactivate answer as the provider does", async () => {
  const flip = plans({}).find((plan) => plan.product_name === "Bulk Flip 7 Days")!;
  const key = await create({ plan: "Bulk Flip 7 Days", limit: "2" });
  const api = licenseApi(provider.url);

  const activated = await api.activate(key.key, "Linux Chrome");
  expect(activated.kind).toBe("answer");
  if (activated.kind !== "answer") return;
  expect(activated.status).toBe(200);
  const { answer } = activated;
  expect(answer).toMatchObject({
    activated: true,
    error: null,
    license_key: { key: key.key, status: "active", activation_limit: 2, activation_usage: 1, test_mode: false, expires_at: null },
    instance: { name: "Linux Chrome" },
    meta: { store_id: flip.store_id, product_id: flip.product_id, product_name: "Bulk Flip 7 Days", customer_email: "ann@example.com" },
  });
  const instanceId = answer.instance!.id;

  const raw = (await (await post("validate", `license_key=${key.key}&instance_id=${instanceId}`)).json()) as Record<string, unknown>;
  expect(Object.keys(raw)).toEqual(["valid", "error", "license_key", "instance", "meta"]);
  expect(raw).toMatchObject({ valid: true, error: null, instance: { id: instanceId, name: "Linux Chrome" } });
  expect(Object.keys(raw.meta as object)).toEqual([
    "store_id",
    "order_id",
    "order_item_id",
    "product_id",
    "product_name",
    "variant_id",
    "variant_name",
    "customer_id",
    "customer_name",
    "customer_email",
  ]);
  expect((raw.license_key as { created_at: string }).created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/);
  expect(await (await post("validate", `license_key=${key.key}`)).json()).toMatchObject({ valid: true, instance: null });

  const deactivated = await api.deactivate(key.key, instanceId);
  expect(deactivated).toMatchObject({
    kind: "answer",
    status: 200,
    answer: { deactivated: true, license_key: { activation_usage: 0, status: "inactive" } },
  });
  const raw404 = await post("deactivate", `license_key=${key.key}&instance_id=${instanceId}`);
  expect(raw404.status).toBe(404);
  expect(await raw404.json()).toMatchObject({ deactivated: false, error: "instance_id not found." });
  expect(await api.validate(key.key, instanceId)).toMatchObject({
    kind: "answer",
    status: 404,
    answer: { valid: false, error: "instance_id not found." },
  });
});

test("unknown keys, the activation limit, disabled and expired keys give the documented errors", async () => {
  const api = licenseApi(provider.url);
  expect(await api.activate("NO-SUCH-KEY", "Linux Chrome")).toMatchObject({
    kind: "answer",
    status: 404,
    answer: { activated: false, error: "license_key not found.", license_key: null, meta: null },
  });

  const single = await create({ plan: "Premium", limit: "1" });
  expect(await api.activate(single.key, "A")).toMatchObject({ answer: { activated: true } });
  expect(await api.activate(single.key, "B")).toMatchObject({
    status: 400,
    answer: {
      activated: false,
      error: "This license key has reached the activation limit.",
      license_key: { activation_usage: 1, activation_limit: 1 },
    },
  });

  const disabled = await create({ plan: "Premium" });
  await provider.db.setDisabled(disabled.key, true);
  expect(await api.activate(disabled.key, "A")).toMatchObject({
    status: 400,
    answer: { activated: false, error: "This license key is disabled.", license_key: { status: "disabled" } },
  });

  const expired = await create({ plan: "Bulk Crop 7 Days", expires: "2020-01-01" });
  expect(await api.validate(expired.key, "x")).toMatchObject({
    status: 400,
    answer: { valid: false, error: "This license key has expired.", license_key: { status: "expired" } },
  });

  const testMode = await create({ plan: "Premium", "test-mode": true });
  expect(await api.activate(testMode.key, "A")).toMatchObject({ answer: { activated: true, license_key: { test_mode: true } } });
});

test("a missing field gets the 422 validation envelope, and JSON bodies are read too", async () => {
  const missing = await post("activate", "license_key=abc");
  expect(missing.status).toBe(422);
  expect(await missing.json()).toEqual({
    message: "The instance name field is required.",
    errors: { instance_name: ["The instance name field is required."] },
  });
  const key = await create({ plan: "Premium" });
  const json = await post("activate", JSON.stringify({ license_key: key.key, instance_name: "SDK" }), "application/vnd.api+json");
  expect(await json.json()).toMatchObject({ activated: true, instance: { name: "SDK" } });
});
