import fs from "node:fs";
import path from "node:path";
import { expect, type Page, test } from "@playwright/test";
import { API_DATA_DIR } from "../playwright.config";
import { seriousViolations } from "./helpers";

/** /contact-us/'s form against the real API server the tests start, whose mails land in its dev outbox. */

const outbox = path.resolve(API_DATA_DIR, "outbox");
const SUPPORT = "support@pixelbatch.app";

/** The outbox mails that contain `marker`. */
const mailsWith = (marker: string) =>
  fs.existsSync(outbox)
    ? fs
        .readdirSync(outbox)
        .map((file) => fs.readFileSync(path.join(outbox, file), "utf8"))
        .filter((mail) => mail.includes(marker))
    : [];

async function openForm(page: Page, query = ""): Promise<void> {
  await page.goto(`/contact-us/${query}`);
  await expect(page.getByTestId("contact-send")).toBeEnabled();
}

async function fill(page: Page, marker: string): Promise<void> {
  await page.getByLabel("Your name").fill("Ann Lee");
  await page.getByLabel(/Your e-mail address/).fill("ann@example.com");
  await page.getByLabel("Message", { exact: true }).fill(`The cropper stops at the 21st photo. ${marker}`);
}

test("a message sent through the form reaches SUPPORT_EMAIL's outbox, with the topic the link chose", async ({ page }) => {
  const marker = `e2e-${Date.now()}`;
  await openForm(page, "?topic=feedback");
  await expect(page.getByLabel("Topic")).toHaveValue("Feedback");

  // Nothing typed: each field says what it needs, and nothing is sent.
  await page.getByTestId("contact-send").click();
  await expect(page.getByLabel("Your name")).toBeFocused();
  await expect(page.getByLabel("Your name")).toHaveAccessibleDescription("Enter your name.");
  await expect(page.getByLabel(/Your e-mail address/)).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("contact-message-error")).toHaveText("Write your message.");
  expect(await seriousViolations(page)).toEqual([]);

  await fill(page, marker);
  await page.getByLabel("Topic").selectOption("Bug report");
  // The hidden field is not in the tab order: from the message, Tab goes to the button.
  await page.getByLabel("Message", { exact: true }).focus();
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("contact-send")).toBeFocused();
  await page.getByTestId("contact-send").click();

  await expect(page.getByTestId("contact-sent")).toHaveText(
    "Thank you: your message was sent. We answer by e-mail, usually within two working days.",
  );
  await expect(page.getByLabel("Your name")).toHaveValue("");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
  await expect.poll(() => mailsWith(marker).length).toBe(1);
  const mail = mailsWith(marker)[0]!;
  expect(mail).toMatch(new RegExp(`^To: ${SUPPORT}$`, "m"));
  expect(mail).toMatch(/^Reply-To: Ann Lee <ann@example.com>$/m);
  expect(mail).toMatch(/^Subject: \[Contact\] Bug report: Ann Lee$/m);
});

test("a bot that fills in the hidden field is told the message was sent, and nothing reaches the outbox", async ({ page }) => {
  const marker = `bot-${Date.now()}`;
  await openForm(page);
  await fill(page, marker);
  await page.locator('input[name="website"]').fill("https://cheap-pills.example", { force: true });
  await page.getByTestId("contact-send").click();
  await expect(page.getByTestId("contact-sent")).toHaveText(/^Thank you: your message was sent\./);
  // The server writes a mail before it answers, so a sent one would be in the outbox by now.
  expect(mailsWith(marker)).toEqual([]);
});

test("when the server cannot be reached, the form says so and keeps what was typed", async ({ page }) => {
  await openForm(page);
  await page.route("**/api/v1/contact", (route) => route.abort("failed"));
  await fill(page, "offline");
  await page.getByTestId("contact-send").click();
  await expect(page.getByRole("alert").filter({ hasText: "could not be sent" })).toHaveText(
    `Your message could not be sent: our server could not be reached. What you wrote is still here, so try again in a moment, or write to ${SUPPORT}.`,
  );
  await expect(page.getByLabel("Your name")).toHaveValue("Ann Lee");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("The cropper stops at the 21st photo. offline");
  await expect(page.getByTestId("contact-send")).toBeEnabled();
});

test("over the hourly allowance, the form shows the server's 429 message and keeps what was typed", async ({ page }) => {
  const limit = `You have sent 5 messages within the hour, the most we take from one connection: please try again in 1 hour, or write to ${SUPPORT}.`;
  await openForm(page);
  // The server's own 429 is tested in server/test/api-contact.itest.ts; here the allowance of the shared test server is spared.
  await page.route("**/api/v1/contact", (route) => route.fulfill({ status: 429, json: { success: false, message: limit } }));
  await fill(page, "limited");
  await page.getByTestId("contact-send").click();
  await expect(page.getByTestId("contact-failed")).toHaveText(limit);
  await expect(page.getByLabel(/Your e-mail address/)).toHaveValue("ann@example.com");
});
