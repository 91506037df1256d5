import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page, test } from "@playwright/test";
import sharp from "sharp";
import { API_DATA_DIR } from "../playwright.config";
import { tools } from "../src/test-utils/content-files";

/** The /login/ dashboard against the real API server the tests start (SQLite, local files, mail outbox). */

const outbox = path.resolve(API_DATA_DIR, "outbox");
const photo = path.resolve(__dirname, "../../shared/corpus/photos/colorful_cups_2560x1600.jpg");

/** The code of the newest login mail to the address, from the dev outbox. */
function codeFor(email: string): string {
  const mails = fs
    .readdirSync(outbox)
    .sort()
    .reverse()
    .map((file) => fs.readFileSync(path.join(outbox, file), "utf8"))
    .filter((mail) => mail.includes(`To: ${email}`));
  const code = /login code is (\d{6})/.exec(mails[0] ?? "")?.[1];
  if (!code) throw new Error(`no login mail to ${email}`);
  return code;
}

function grant(email: string, credits: number): void {
  execFileSync("node_modules/.bin/tsx", ["server/credits/grant-cli.ts", email, String(credits)], {
    env: { ...process.env, DATA_DIR: API_DATA_DIR },
  });
}

/** Words of content/pages/login.md, which explain logging in. */
const loginIntro = (page: Page) => page.getByText("Enter your e-mail address and we send you a six-digit code");

async function logIn(page: Page, email: string): Promise<void> {
  await page.goto("/login/");
  await expect(page.getByTestId("api-dashboard")).toHaveAttribute("data-ready", "true");
  await expect(loginIntro(page)).toBeVisible();
  await page.getByTestId("login-email").fill(email);
  await page.getByTestId("send-code").click();
  await expect(page.getByTestId("login-message")).toContainText(`We sent a six-digit code to ${email}`);
  await page.getByTestId("login-code").fill(codeFor(email));
  await page.getByTestId("verify-code").click();
  await expect(page.getByTestId("account-panel")).toBeVisible();
  // The page asked to log in; now it is the dashboard, without the words on how to log in.
  await expect(page.locator("h1")).toHaveText("API dashboard");
  await expect(loginIntro(page)).toHaveCount(0);
}

/** A new account has no API key until a button makes one (spec §5: never silently): the account's, or `button`. */
async function createKey(page: Page, button: Locator = page.getByTestId("create-key")): Promise<string> {
  await expect(page.getByTestId("no-api-key")).toBeVisible();
  const created = page.waitForResponse(
    (response) => response.url().endsWith("/api/v1/users/api") && response.request().method() === "POST",
  );
  await expect(button).toHaveText("Create an API key");
  await button.click();
  expect((await created).status()).toBe(200);
  await expect(page.getByTestId("api-key")).toHaveText(/^pb_/);
  return (await page.getByTestId("api-key").textContent()) ?? "";
}

/** Accepts the next dialog and returns its text. */
function nextDialog(page: Page, accept = true): Promise<string> {
  return new Promise((resolve) => {
    page.once("dialog", (dialog) => {
      resolve(dialog.message());
      void (accept ? dialog.accept() : dialog.dismiss());
    });
  });
}

const images = async () => [
  { name: "cups one.jpg", mimeType: "image/jpeg", buffer: await sharp(photo).resize(320).jpeg().toBuffer() },
  { name: "cups two.png", mimeType: "image/png", buffer: await sharp(photo).resize(200).png().toBuffer() },
];

const storedSession = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem("pb.session") ?? "null") as { token: string; expiresAt: number });

test("logs in with the e-mailed code, makes a key on request, runs tasks and downloads results", async ({ page }) => {
  const email = `dash-${Date.now()}@example.com`;
  await logIn(page, email);
  const { token, expiresAt } = await storedSession(page);
  expect(expiresAt).toBeGreaterThan(Date.now());

  // No key yet: the run form says so before any click and its button waits; the key is made beside it, never silently.
  await expect(page.getByTestId("upload-files-chosen")).toHaveText("No images chosen");
  const keyNeeded = page.getByTestId("upload-form").getByTestId("key-needed");
  await expect(keyNeeded).toContainText("Create an API key first");
  await expect(page.getByTestId("upload-submit")).toBeDisabled();
  const firstKey = await createKey(page, keyNeeded.getByRole("button"));
  await expect(keyNeeded).toHaveCount(0);
  await expect(page.getByTestId("upload-submit")).toBeFocused();
  await expect(page.getByTestId("credits")).toHaveText("0");
  await expect(page.getByTestId("buy-credits")).toHaveAttribute("href", "/pricing/#credits");

  // No credits: the validate message with the offer to buy some, in the run form beside its button, "pricing page" a link.
  await page.getByTestId("upload-files").setInputFiles(await images());
  await expect(page.getByTestId("upload-files-chosen")).toHaveText("2 images");
  const offer = nextDialog(page, false);
  await page.getByTestId("upload-submit").click();
  expect(await offer).toBe("You have no credits left. Would you like to purchase credits on the pricing page?");
  const refusal = page.getByTestId("upload-form").getByRole("alert");
  await expect(refusal).toHaveText("You have no credits left. Would you like to purchase credits on the pricing page?");
  await expect(refusal.getByTestId("credits-offer")).toHaveAttribute("href", "/pricing/#credits");
  await expect(page.getByTestId("account-panel").getByRole("alert")).toBeHidden();

  grant(email, 20);
  await page.reload();
  await expect(page.getByTestId("credits")).toHaveText("20");
  await expect(page.getByTestId("api-key")).toHaveText(firstKey ?? "");

  // The key was replaced elsewhere: the call that needs it meets spec §8's confirm, whose yes leads to the key button.
  const replaced = await page.request.post("/api/v1/users/api", { headers: { authorization: `Bearer ${token}` } });
  expect(replaced.status()).toBe(200);
  const elsewhere = ((await replaced.json()) as { data: { api: string } }).data.api;
  await page.getByTestId("upload-files").setInputFiles(await images());
  const confirm = nextDialog(page);
  await page.getByTestId("upload-submit").click();
  expect(await confirm).toBe("An API key is required to continue. Would you like to create a new API key on the login page?");
  await expect(page).toHaveURL(/\/login\/#create-key$/);
  await expect(page.getByTestId("upload-error")).toHaveText("API key not found.");
  await expect(page.getByTestId("key-needed")).toContainText("Create an API key first");
  const secondKey = await createKey(page);
  await expect(page.getByTestId("upload-error")).toBeHidden();
  expect(secondKey).not.toBe(firstKey);
  expect(secondKey).not.toBe(elsewhere);
  await expect(page.getByTestId("credits")).toHaveText("20");

  await page.getByTestId("upload-files").setInputFiles(await images());
  await page.getByTestId("upload-action").selectOption("resize");
  await page.getByTestId("upload-parameters").fill('{"mode": "width", "width": 100, "format": "webp"}');
  await page.getByTestId("upload-submit").click();
  await expect(page.getByTestId("upload-status")).toHaveText("2 tasks queued.");
  await expect(page.locator('[data-testid="task-row"][data-status="completed"]')).toHaveCount(2, { timeout: 60_000 });
  await expect(page.getByTestId("credits")).toHaveText("18");
  await expect(page.getByTestId("tasks-page")).toHaveText("Page 1 of 1 (2 tasks)");
  const link = page.getByTestId("task-download").first();
  await expect(link).toHaveText(/^cups (one|two)\.webp \(\d+ KB, 100 × \d+\)$/);
  const download = await page.request.get((await link.getAttribute("href")) ?? "");
  expect(download.status()).toBe(200);
  expect(download.headers()["content-type"]).toBe("image/webp");
  expect((await sharp(await download.body()).metadata()).width).toBe(100);

  // The e-mail updates choice is kept by the server.
  await page.getByTestId("email-updates").check();
  await page.reload();
  await expect(page.getByTestId("email-updates")).toBeChecked();

  // Nothing uploaded: the task list is never sent.
  await page.route("**/api/v1/files/**", (route) => route.fulfill({ status: 500 }));
  await page.getByTestId("upload-files").setInputFiles(await images());
  await page.getByTestId("upload-submit").click();
  await expect(page.getByTestId("upload-error")).toHaveText("empty finalTask");
  await expect(page.getByTestId("credits")).toHaveText("18");
});

test.describe("as a visitor's browser has it, service worker included", () => {
  // Blocking it (the suite's default) makes the page log an error of its own, which this test must not mistake.
  test.use({ serviceWorkers: "allow" });

  test("a new account: its key lookup is no error, and the run form offers the listed tools by name", async ({ page, request }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console: ${message.text()}`);
    });
    page.on("response", (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.request().method()} ${response.url()}`);
    });
    const lookup = page.waitForResponse(
      (response) => response.url().endsWith("/api/v1/users/api") && response.request().method() === "GET",
    );
    await logIn(page, `new-${Date.now()}@example.com`);
    expect((await lookup).status()).toBe(200);
    expect(await (await lookup).json()).toMatchObject({ success: true, data: { api: null } });
    await expect(page.getByTestId("no-api-key")).toBeVisible();
    await expect(page.getByTestId("key-needed")).toBeVisible();
    await expect(page.getByTestId("upload-action").locator("option").first()).toBeAttached();
    expect(problems).toEqual([]);

    // The API's actions by their tools' names, as content/tools names them, without the tools the site hides.
    const document = (await (await request.get("/api/v1/openapi.json")).json()) as { "x-actions": { name: string; tool: string }[] };
    const content = new Map(tools().map(({ data }) => [data.link, data]));
    const expected = document["x-actions"].flatMap((action) => {
      const tool = content.get(`/tools/${action.tool}/`);
      return tool && !tool.hide ? [[tool.name, action.name]] : [];
    });
    const options = page.getByTestId("upload-action").locator("option");
    const shown = await options.evaluateAll((list) => list.map((option) => [option.textContent, (option as HTMLOptionElement).value]));
    expect(shown.slice().sort()).toEqual(expected.slice().sort());
    expect(shown.map(([, action]) => action)).not.toContain("summarize-book");
    expect(shown.map(([name]) => name)).toContain("Bulk Image Compressor");
    await expect(page.getByTestId("upload-action-hint")).toHaveText("API action compress, 1 credit per file.");
  });
});

test("the offer to buy credits and the Buy credits link beside the balance lead to the credit packs", async ({ page }) => {
  await logIn(page, `buy-${Date.now()}@example.com`);
  await createKey(page);
  await expect(page.getByTestId("credits")).toHaveText("0");
  await page.getByTestId("upload-files").setInputFiles(await images());
  const offer = nextDialog(page);
  await page.getByTestId("upload-submit").click();
  await offer;
  await expect(page).toHaveURL(/\/pricing\/#credits$/);
  await expect(page.locator("#credits")).toBeInViewport();
  await expect(page.getByTestId("credit-pack").first()).toBeVisible();

  await page.goBack();
  await expect(page.getByTestId("credits")).toHaveText("0");
  await page.getByTestId("buy-credits").click();
  await expect(page).toHaveURL(/\/pricing\/#credits$/);
  await expect(page.locator("#credits")).toBeInViewport();
});

test("pages through the task history", async ({ page }) => {
  const email = `pages-${Date.now()}@example.com`;
  await logIn(page, email);
  await createKey(page);
  grant(email, 20);
  await page.reload();
  const small = await sharp(photo).resize(64).jpeg().toBuffer();
  await page
    .getByTestId("upload-files")
    .setInputFiles(Array.from({ length: 12 }, (_, index) => ({ name: `p${index}.jpg`, mimeType: "image/jpeg", buffer: small })));
  await page.getByTestId("upload-action").selectOption("flip");
  await page.getByTestId("upload-submit").click();
  await expect(page.getByTestId("upload-status")).toHaveText("12 tasks queued.");
  await expect(page.getByTestId("tasks-page")).toHaveText("Page 1 of 2 (12 tasks)");
  await expect(page.getByTestId("task-row")).toHaveCount(10);
  await page.getByTestId("tasks-next").click();
  await expect(page.getByTestId("tasks-page")).toHaveText("Page 2 of 2 (12 tasks)");
  await expect(page.getByTestId("task-row")).toHaveCount(2);
  await expect(page.getByTestId("tasks-next")).toBeDisabled();
});

test("answers an expired session and a forged one with the pricing prompt, and discards them", async ({ page }) => {
  await logIn(page, `session-${Date.now()}@example.com`);
  await page.evaluate(() => {
    const session = JSON.parse(localStorage.getItem("pb.session") ?? "{}") as { token: string };
    localStorage.setItem("pb.session", JSON.stringify({ token: session.token, expiresAt: Date.now() - 1000 }));
  });
  const expired = nextDialog(page, false);
  await page.reload();
  expect(await expired).toBe("Session expired. Would you like to see plans and credits on the pricing page?");
  await expect(page.getByTestId("login-message")).toHaveText("Session expired");
  expect(await page.evaluate(() => localStorage.getItem("pb.session"))).toBeNull();

  await page.evaluate(() =>
    localStorage.setItem(
      "pb.session",
      JSON.stringify({ token: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.forged", expiresAt: Date.now() + 3600_000 }),
    ),
  );
  const prompt = nextDialog(page, false);
  await page.reload();
  expect(await prompt).toBe("Invalid token. Would you like to see plans and credits on the pricing page?");
  await expect(page.getByTestId("login-message")).toHaveText("Invalid token");
});

test("Log out ends the session on the server too, not only in this browser", async ({ page, request }) => {
  await logIn(page, `logout-${Date.now()}@example.com`);
  const { token } = await storedSession(page);
  const loggedOut = page.waitForResponse((response) => response.url().endsWith("/api/v1/users/logout"));
  await page.getByTestId("log-out").click();
  expect((await loggedOut).status()).toBe(200);
  await expect(page.getByTestId("login-panel")).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem("pb.session"))).toBeNull();
  const reused = await request.get("/api/v1/users/api", { headers: { authorization: `Bearer ${token}` } });
  expect([reused.status(), ((await reused.json()) as { message: string }).message]).toEqual([401, "Session expired"]);
});

test("the /api/ page lists every call of the OpenAPI document", async ({ page }) => {
  await page.goto("/api/");
  await expect(page.getByTestId("api-operation").first()).toBeVisible();
  const titles = await page.getByTestId("api-operation").locator("h3").allTextContents();
  for (const call of ["POST /api/v1/users/get-access", "GET /api/v1/tasks", "POST /api/v1/tasks/upload", "GET /api/v1/{product}/users/sub"])
    expect(titles).toContain(call);
});

test("the /api/ page lists every action of the API with its credits, parameters and time per file", async ({ page, request }) => {
  const document = (await (await request.get("/api/v1/openapi.json")).json()) as {
    "x-actions": { name: string; credits: number; budget: { text: string }; max_pages?: number }[];
  };
  expect(document["x-actions"].length).toBeGreaterThanOrEqual(9);
  await page.goto("/api/");
  const rows = page.getByTestId("api-actions").locator("tbody tr");
  await expect(rows).toHaveCount(document["x-actions"].length);
  for (const [index, action] of document["x-actions"].entries()) {
    await expect(rows.nth(index).locator("th")).toHaveText(action.name);
    await expect(rows.nth(index).locator("td").nth(0)).toHaveText(String(action.credits));
  }
  const resize = page.locator("#action-resize");
  const width = resize.getByTestId("setting").filter({ has: page.getByTestId("setting-name").filter({ hasText: /^width$/ }) });
  await expect(width.getByTestId("setting-default")).toHaveText("1600");
  // The example names this site's API and the action; server/test/api-curl-examples.itest.ts runs it.
  await expect(resize.getByTestId("curl-example")).toContainText(`API='${new URL("/api/v1", page.url()).href}'`);
  await expect(resize.getByTestId("curl-example")).toContainText('"action":"resize"');
  for (const action of document["x-actions"]) {
    const limit = page.locator(`#action-${action.name}`).getByTestId("time-limit");
    await expect(limit).toContainText(`Time per file: ${action.budget.text}.`);
    if (action.max_pages) await expect(limit).toContainText(`at most ${action.max_pages} pages of a PDF`);
  }
});
