/**
 * License activation end to end (issue 6): the built site in Chromium, our server's pass-through
 * route, and the license-provider stand-in with its SQLite database, one of each per worker.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";
import type { KeyRow } from "./license-provider/database";
import { newKeyFrom } from "./license-provider/cli";
import { type RunningProvider, startLicenseProvider } from "./license-provider/server";
import { freePort, type RunningSite, startSite } from "./site-server";
import { corpusFile, openTool } from "./tool-helpers";

interface World {
  provider: RunningProvider;
  site: RunningSite;
}

const test = base.extend<object, { world: World }>({
  world: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: an empty one means none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "license-e2e-"));
      const provider = await startLicenseProvider({ dbFile: path.join(dir, "licenses.sqlite") });
      // The default build calls /api/licenses on its own origin; the server forwards to the stand-in,
      // for a whole worker's tests from one address (more than a visitor's calls in a minute).
      const site = await startSite(path.resolve("public"), { LICENSE_API_URL: provider.url, LICENSE_REQUESTS_PER_MINUTE: "1000" });
      await provide({ provider, site });
      await site.stop();
      await provider.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
    { scope: "worker" },
  ],
  baseURL: async ({ world }, provide) => provide(world.site.url),
});

const EMAIL = "ann@example.com";
const small = fs.readFileSync(corpusFile("photos/rocket_launch_640x427.jpg"));

function createKey(world: World, options: Record<string, string | boolean>): Promise<KeyRow> {
  return world.provider.db.createKey(newKeyFrom({ email: EMAIL, ...options }, {}, new Date()));
}

async function activate(page: Page, key: string, email = EMAIL): Promise<void> {
  await page.goto("/license/");
  await expect(page.getByTestId("activate")).toBeEnabled();
  await page.getByTestId("license-key").fill(key);
  await page.getByTestId("license-email").fill(email);
  await page.getByTestId("activate").click();
}

/** The home page, where the all-tools plans redirect (a bare /$/ would match /license/ too). */
const HOME = /^http:\/\/[^/]+\/$/;

const header = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** 22 small photos: two past the free limit of 20. */
const copies = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ name: `copy ${index + 1}.jpg`, mimeType: "image/jpeg", buffer: small }));

test("a valid key is accepted: back to its redirect, the icon leads to /license/, no pricing link, no free limit", async ({
  page,
  world,
}) => {
  const key = await createKey(world, { plan: "Premium" });
  await activate(page, key.key);
  await expect(page).toHaveURL(HOME);
  await expect(header(page).getByRole("link", { name: "Your licenses" })).toHaveAttribute("href", "/license/");
  await expect(header(page).getByRole("link", { name: "Pricing" })).toHaveCount(0);
  const instances = await world.provider.db.instancesOf(key.key);
  expect(instances).toHaveLength(1);
  // instance_name is the device label (OS and browser), never personal data.
  expect(instances[0]!.name).toMatch(/^Linux\b/);

  await openTool(page, "/tools/bulk-flip-image/");
  await page.getByTestId("file-input").setInputFiles(copies(22));
  await expect(page.locator('[data-testid="result"][data-status="done"]')).toHaveCount(22, { timeout: 90_000 });
  await expect(page.locator("[data-testid=result][data-held]")).toHaveCount(0);
  await expect(page.getByTestId("upgrade")).toHaveCount(0);

  await page.goto("/license/");
  const entry = page.getByTestId("license-entry");
  await expect(entry).toHaveAttribute("data-plan", "Premium");
  await expect(entry).toContainText(EMAIL);
  await expect(entry.getByTestId("license-usage")).toHaveText("1 Used / 3");
});

test("a wrong e-mail says 'Error: No email match' and the instance is deactivated at the provider", async ({ page, world }) => {
  const key = await createKey(world, { plan: "Premium" });
  await activate(page, key.key, "someone.else@example.com");
  await expect(page.getByTestId("license-error")).toHaveText("Error: No email match");
  await expect(page.getByTestId("no-licenses")).toBeVisible();
  expect(await world.provider.db.instancesOf(key.key)).toEqual([]);
  expect((await world.provider.db.findKey(key.key))!.activation_usage).toBe(0);
  // The same key with its own e-mail, in any case, then works.
  await activate(page, key.key, EMAIL.toUpperCase());
  await expect(page).toHaveURL(HOME);
});

test("a test-mode key and a key of an unknown product say 'Error: Not activated..' and leave no instance", async ({ page, world }) => {
  const testMode = await createKey(world, { plan: "Premium", "test-mode": true });
  const unknownProduct = await createKey(world, { "product-id": "999999", "product-name": "Audio Pro" });
  for (const key of [testMode, unknownProduct]) {
    await activate(page, key.key);
    await expect(page.getByTestId("license-error")).toHaveText("Error: Not activated..");
    expect(await world.provider.db.instancesOf(key.key)).toEqual([]);
  }
  await activate(page, "NOT-A-KEY");
  await expect(page.getByTestId("license-error")).toHaveText("license_key not found.");
  await expect(header(page).getByRole("link", { name: "Pricing" })).toBeVisible();
});

test("a single-tool plan opens its tool and not another", async ({ page, world }) => {
  const key = await createKey(world, { plan: "Bulk Flip 7 Days" });
  await activate(page, key.key);
  await expect(page).toHaveURL(/\/tools\/bulk-flip-image\/$/);
  await expect(page.getByTestId("bulk-tool")).toHaveAttribute("data-ready", "true", { timeout: 20_000 });
  await page.getByTestId("file-input").setInputFiles(copies(22));
  await expect(page.locator('[data-testid="result"][data-status="done"]')).toHaveCount(22, { timeout: 90_000 });
  await expect(page.getByTestId("upgrade")).toHaveCount(0);

  await openTool(page, "/tools/bulk-image-compressor/");
  await page.getByTestId("file-input").setInputFiles(copies(22));
  await expect(page.locator("[data-testid=result][data-held]")).toHaveCount(2, { timeout: 60_000 });
  await expect(page.getByTestId("upgrade")).toContainText("The free plan processes 20 files per batch");
});

test("on a tool page's upgrade banner, a key for another tool is refused for that path and one for this tool opens it", async ({
  page,
  world,
}) => {
  const flip = await createKey(world, { plan: "Bulk Flip 7 Days" });
  const compressor = await createKey(world, { plan: "Bulk Compressor 7 Days" });
  await openTool(page, "/tools/bulk-image-compressor/");
  await page.getByTestId("file-input").setInputFiles(copies(22));
  await expect(page.locator("[data-testid=result][data-held]")).toHaveCount(2, { timeout: 60_000 });
  const banner = page.getByTestId("upgrade");
  await banner.getByText("Have a license key? Activate it here", { exact: true }).click();
  const activateHere = async (key: string) => {
    await banner.getByTestId("license-key").fill(key);
    await banner.getByTestId("license-email").fill(EMAIL);
    await banner.getByTestId("activate").click();
  };

  // Spec §5: the current path must be allowed for the plan; the Bulk Flip key is refused here and its instance freed.
  await activateHere(flip.key);
  await expect(banner.getByTestId("license-error")).toHaveText("Error: Not activated..");
  expect(await world.provider.db.instancesOf(flip.key)).toEqual([]);
  expect((await world.provider.db.findKey(flip.key))!.activation_usage).toBe(0);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("pb.licenses") ?? "[]").length)).toBe(0);
  await expect(page.locator("[data-testid=result][data-held]")).toHaveCount(2);

  // The compressor's own key is kept, the page stays, and the held files run.
  await activateHere(compressor.key);
  await expect(page.locator('[data-testid="result"][data-status="done"]')).toHaveCount(22, { timeout: 90_000 });
  await expect(page.getByTestId("upgrade")).toHaveCount(0);
  await expect(page).toHaveURL(/\/tools\/bulk-image-compressor\/$/);
  expect(await world.provider.db.instancesOf(compressor.key)).toHaveLength(1);
});

test("Deactivate frees the activation at the provider and removes the license here", async ({ page, world }) => {
  const key = await createKey(world, { plan: "Premium" });
  await activate(page, key.key);
  await expect(page).toHaveURL(HOME);
  await page.goto("/license/");
  await page.getByTestId("deactivate").click();
  await expect(page.getByTestId("no-licenses")).toBeVisible();
  await expect(page.getByTestId("license-entry-error")).toHaveCount(0);
  expect(await world.provider.db.instancesOf(key.key)).toEqual([]);
  await expect(header(page).getByRole("link", { name: "Pricing" })).toBeVisible();
});

test("when the provider answers instance_id not found, Deactivate removes the entry anyway", async ({ page, world }) => {
  const key = await createKey(world, { plan: "Premium" });
  await activate(page, key.key);
  await expect(page).toHaveURL(HOME);
  // The day's check runs on the next page load, when the page is idle; once it has, /license/ does not ask the provider again.
  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("pb.licenses.checked-at"))).not.toBeNull();
  for (const instance of await world.provider.db.instancesOf(key.key)) await world.provider.db.deleteInstance(instance.id);
  await page.goto("/license/");
  await page.getByTestId("deactivate").click();
  await expect(page.getByTestId("no-licenses")).toBeVisible();
  await expect(page.getByTestId("license-entry-error")).toHaveCount(0);
});

test("the daily revalidation removes a license disabled at the provider", async ({ page, world }) => {
  const key = await createKey(world, { plan: "Premium" });
  await activate(page, key.key);
  await expect(page).toHaveURL(HOME);
  await expect(header(page).getByRole("link", { name: "Pricing" })).toHaveCount(0);
  // Checked just after activating: nothing happens within the day.
  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("pb.licenses.checked-at"))).not.toBeNull();
  await world.provider.db.setDisabled(key.key, true);
  await page.reload();
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem("pb.licenses") ?? "[]").length)).toBe(1);
  // A day later the provider's verdict removes it.
  await page.evaluate(() => localStorage.setItem("pb.licenses.checked-at", String(Date.now() - 24 * 60 * 60 * 1000)));
  await page.reload();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("pb.licenses")), { timeout: 15_000 }).toBe("[]");
  await expect(header(page).getByRole("link", { name: "Pricing" })).toBeVisible();
  await expect(header(page).getByRole("link", { name: "Log in" })).toBeVisible();
});

test("license key, instance and e-mail are not readable in localStorage; the key in IndexedDB cannot be exported", async ({
  page,
  world,
}) => {
  const key = await createKey(world, { plan: "Bulk Flip 7 Days" });
  await activate(page, key.key);
  await expect(page).toHaveURL(/\/tools\/bulk-flip-image\/$/);
  const [instance] = await world.provider.db.instancesOf(key.key);
  const everything = await page.evaluate(() =>
    Object.entries(localStorage)
      .map(([name, value]) => `${name}=${value}`)
      .join("\n"),
  );
  for (const secret of [key.key, key.key.toLowerCase(), instance!.id, EMAIL, "ann@", "example.com"])
    expect(everything).not.toContain(secret);
  const [stored] = await page.evaluate(() => JSON.parse(localStorage.getItem("pb.licenses") ?? "[]") as Record<string, string>[]);
  expect(stored).toMatchObject({ plan: "Bulk Flip 7 Days", redirect_path: "/tools/bulk-flip-image/", usage_stat: "1 Used / 3" });
  for (const field of ["license_key", "instance_id", "email"]) expect(stored![field]).toMatch(/^v1\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);

  const storedKey = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open("pixelbatch-keys");
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const cryptoKey = await new Promise<CryptoKey>((resolve, reject) => {
      const request = db.transaction("keys").objectStore("keys").get("licenses");
      request.onsuccess = () => resolve(request.result as CryptoKey);
      request.onerror = () => reject(request.error);
    });
    const exported = await crypto.subtle.exportKey("raw", cryptoKey).then(
      () => "exported",
      (error: Error) => error.name,
    );
    return { extractable: cryptoKey.extractable, algorithm: cryptoKey.algorithm.name, exported };
  });
  expect(storedKey).toEqual({ extractable: false, algorithm: "AES-GCM", exported: "InvalidAccessError" });
});

const UNREACHABLE = "The license service could not be reached, so nothing was changed. Please try again.";

test("a provider answering 5xx: activation and deactivation say it could not be reached, and nothing changes", async ({ page, world }) => {
  const key = await createKey(world, { plan: "Premium" });
  world.provider.failWith(503);
  try {
    await activate(page, key.key);
    await expect(page.getByTestId("license-error")).toHaveText(UNREACHABLE);
    await expect(page.getByTestId("no-licenses")).toBeVisible();
    expect(await world.provider.db.instancesOf(key.key)).toEqual([]);
  } finally {
    world.provider.failWith(null);
  }
  // The same key works once the provider answers again; then the provider fails on deactivation.
  await activate(page, key.key);
  await expect(page).toHaveURL(HOME);
  await page.goto("/license/");
  await expect(page.getByTestId("license-entry")).toHaveCount(1);
  world.provider.failWith(500);
  try {
    await page.getByTestId("deactivate").click();
    await expect(page.getByTestId("license-entry-error")).toHaveText(UNREACHABLE);
    await expect(page.getByTestId("license-entry")).toHaveCount(1);
    expect(await world.provider.db.instancesOf(key.key)).toHaveLength(1);
  } finally {
    world.provider.failWith(null);
  }
});

test("a provider nobody answers at, and a browser offline: the page says the service could not be reached", async ({ page, world }) => {
  const key = await createKey(world, { plan: "Premium" });
  // Our server forwards to an address where nothing listens (it answers the page 502).
  const site = await startSite(path.resolve("public"), { LICENSE_API_URL: `http://127.0.0.1:${await freePort()}/v1/licenses` });
  try {
    await page.goto(`${site.url}/license/`);
    await expect(page.getByTestId("activate")).toBeEnabled();
    await page.getByTestId("license-key").fill(key.key);
    await page.getByTestId("license-email").fill(EMAIL);
    await page.getByTestId("activate").click();
    await expect(page.getByTestId("license-error")).toHaveText(UNREACHABLE);
    await expect(page.getByTestId("no-licenses")).toBeVisible();
  } finally {
    await site.stop();
  }
  // The browser's own request fails (offline, blocked): the same words.
  await page.route("**/api/licenses/**", (route) => route.abort("internetdisconnected"));
  await activate(page, key.key);
  await expect(page.getByTestId("license-error")).toHaveText(UNREACHABLE);
  expect(await world.provider.db.instancesOf(key.key)).toEqual([]);
});
