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

// "iframe": while the widget's chunk loads, a hidden placeholder holds its id (src/identity/widget.ts).
const widget = (page: Page) => page.frameLocator("iframe#netlify-identity-widget");
/** The widget's form; its header repeats the form's button label as a tab. */
const widgetForm = (page: Page) => widget(page).locator("form");
const identityCalls = (path: string) => identity.requests.filter((request) => request.path.startsWith(`/.netlify/identity${path}`));

interface WidgetOpening {
  /** The path of the page the widget opened on. */
  path: string;
  /** What it showed: "login", "signup", "invite", … */
  view: string;
}

/**
 * Records each time the identity widget opens, across the page loads of the test: its "open" event,
 * heard from the moment the widget's module sets window.netlifyIdentity (before anyone calls its init).
 */
async function recordWidgetOpenings(page: Page): Promise<WidgetOpening[]> {
  const openings: WidgetOpening[] = [];
  await page.exposeBinding("widgetOpened", ({ frame }, view: string) => openings.push({ path: new URL(frame.url()).pathname, view }));
  await page.addInitScript(() => {
    type Widget = { on(event: "open", listener: (view: string) => void): void };
    let widget: Widget | undefined;
    Object.defineProperty(window, "netlifyIdentity", {
      configurable: true,
      get: () => widget,
      set(value: Widget) {
        widget = value;
        value.on("open", (view) => (window as unknown as { widgetOpened(view: string): void }).widgetOpened(view));
      },
    });
  });
  return openings;
}

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
  const openings = await recordWidgetOpenings(page);

  await page.goto(`/tools/#access_token=${token}&token_type=bearer&expires_in=3600&refresh_token=unused`);
  await expectContentManagerFor(page, "external@example.com");
  expect(openings).toContainEqual({ path: "/tools/", view: "login" });
});

test("an invitation link to the Content Manager itself opens the widget there, and the signup takes the editor in", async ({ page }) => {
  identity.addUser("invited-editor@example.com", { confirmed: false });
  const token = identity.emailToken("invite", "invited-editor@example.com");
  const openings = await recordWidgetOpenings(page);

  await page.goto(`/admin/#invite_token=${token}`);
  // Here the widget opens only once the Content Manager (Decap, megabytes of script) has loaded and started.
  await expect(widget(page).getByText("Complete your signup")).toBeVisible({ timeout: 30_000 });
  expect(openings).toContainEqual({ path: "/admin/", view: "invite" });
  await widgetForm(page).locator('input[name="password"]').fill("chosen-on-admin");
  await widgetForm(page).getByRole("button", { name: "Sign up" }).click();
  await expectContentManagerFor(page, "invited-editor@example.com");
  expect(identity.users.get("invited-editor@example.com")!.password).toBe("chosen-on-admin");
  expect(identityCalls("/verify").map((request) => JSON.parse(request.body))).toContainEqual({
    token,
    password: "chosen-on-admin",
    type: "signup",
  });
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
