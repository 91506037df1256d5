import { expect, type Page, test } from "@playwright/test";
import { blockLocalBackend, identityWidgetChunks, requestsFor } from "./admin-helpers";
import { type IdentityStandin, startIdentityStandin } from "./identity-standin";

/**
 * Spec §2: a visitor arriving with an identity token in the URL hash gets the identity widget, and
 * a completed login takes them to /admin/. Netlify Identity is the stand-in of identity-standin.ts;
 * on localhost the widget finds it through localStorage.netlifySiteURL, as it would a real site.
 */
let identity: IdentityStandin;

test.beforeAll(async () => {
  identity = await startIdentityStandin();
});

test.afterAll(async () => {
  await identity.stop();
});

test.beforeEach(async ({ page }) => {
  await blockLocalBackend(page);
  await page.addInitScript((siteUrl) => localStorage.setItem("netlifySiteURL", siteUrl), identity.url);
});

const widget = (page: Page) => page.frameLocator("#netlify-identity-widget");
/** The widget's form; its header repeats the form's button label as a tab. */
const widgetForm = (page: Page) => widget(page).locator("form");
const identityCalls = (path: string) => identity.requests.filter((request) => request.path.startsWith(`/.netlify/identity${path}`));

/** On /admin/ with the user logged in: the Content Manager asks Git Gateway with the user's token. */
async function expectContentManagerFor(page: Page, email: string) {
  await page.waitForURL((url) => url.pathname === "/admin/");
  await expect(page).toHaveTitle("Content Manager");
  await expect
    .poll(
      () =>
        identity.requests
          .filter((request) => request.path === "/.netlify/git/settings")
          .map((request) => identity.emailOf(request.authorization)),
      // Decap is a big script to start: on a busy machine its first request can take a while.
      { timeout: 30_000 },
    )
    .toContain(email);
}

test("a confirmation link confirms the account and opens the Content Manager", async ({ page }) => {
  identity.addUser("confirm@example.com", { password: "first-pass", confirmed: false });
  const token = identity.emailToken("confirmation", "confirm@example.com");
  const widgetChunks = requestsFor(page, identityWidgetChunks());

  await page.goto(`/#confirmation_token=${token}`);
  await expectContentManagerFor(page, "confirm@example.com");
  expect(widgetChunks.length).toBeGreaterThan(0);
  expect(identityCalls("/verify").map((request) => JSON.parse(request.body))).toContainEqual({ token, type: "signup" });
  expect(identity.users.get("confirm@example.com")!.confirmed).toBe(true);
});

test("an invitation link asks for a password, then opens the Content Manager", async ({ page }) => {
  identity.addUser("invited@example.com", { confirmed: false });
  const token = identity.emailToken("invite", "invited@example.com");

  await page.goto(`/blog/#invite_token=${token}`);
  await expect(widget(page).getByText("Complete your signup")).toBeVisible();
  await widgetForm(page).locator('input[name="password"]').fill("chosen-on-invite");
  await widgetForm(page).getByRole("button", { name: "Sign up" }).click();
  await expectContentManagerFor(page, "invited@example.com");
  expect(identity.users.get("invited@example.com")!.password).toBe("chosen-on-invite");
});

test("a recovery link lets the user set a new password, then opens the Content Manager", async ({ page }) => {
  identity.addUser("forgot@example.com", { password: "lost" });
  const token = identity.emailToken("recovery", "forgot@example.com");

  await page.goto(`/pricing/#recovery_token=${token}`);
  await expect(widget(page).getByText("Recover password")).toBeVisible();
  await widgetForm(page).locator('input[name="password"]').fill("new-after-recovery");
  await widgetForm(page).getByRole("button", { name: "Update password" }).click();
  await expectContentManagerFor(page, "forgot@example.com");
  expect(identity.users.get("forgot@example.com")!.password).toBe("new-after-recovery");
  expect(identityCalls("/verify").map((request) => JSON.parse(request.body))).toContainEqual({ token, type: "recovery" });
});

test("an e-mail change link asks to log in, applies the change, then opens the Content Manager", async ({ page }) => {
  identity.addUser("old@example.com", { password: "pass-for-change" });
  const token = identity.emailToken("email_change", "old@example.com", "new@example.com");

  await page.goto(`/#email_change_token=${token}`);
  await widgetForm(page).locator('input[name="email"]').fill("old@example.com");
  await widgetForm(page).locator('input[name="password"]').fill("pass-for-change");
  await widgetForm(page).getByRole("button", { name: "Log in" }).click();
  await expectContentManagerFor(page, "new@example.com");
  expect(identity.users.has("old@example.com")).toBe(false);
  expect(identityCalls("/user").some((request) => request.method === "PUT" && JSON.parse(request.body).email_change_token === token)).toBe(
    true,
  );
});

test("an external login's access token logs the user in and opens the Content Manager", async ({ page }) => {
  identity.addUser("external@example.com");
  const token = identity.accessToken("external@example.com");

  await page.goto(`/tools/#access_token=${token}&token_type=bearer&expires_in=3600&refresh_token=unused`);
  await expectContentManagerFor(page, "external@example.com");
});

test("the Content Manager's login button opens the widget, and a login there takes the editor in", async ({ page }) => {
  identity.addUser("editor@example.com", { password: "editor-pass" });

  await page.goto("/admin/");
  await page.getByRole("button", { name: "Login with Netlify Identity" }).click();
  await widgetForm(page).locator('input[name="email"]').fill("editor@example.com");
  await widgetForm(page).locator('input[name="password"]').fill("editor-pass");
  await widgetForm(page).getByRole("button", { name: "Log in" }).click();
  await expectContentManagerFor(page, "editor@example.com");
});
