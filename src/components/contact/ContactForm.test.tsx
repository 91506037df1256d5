/** @jest-environment ./src/test-utils/jsdom-fetch-environment.cjs */
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { productApi } from "../../lib/api-client";
import { ContactForm } from "./ContactForm";

const TOPICS = ["General question", "Billing and licenses", "API", "Bug report", "Feedback"];
const SUPPORT = "support@pixelbatch.app";

interface Sent {
  url: string;
  body: Record<string, string>;
}

/** The API's answer to POST /contact, and the requests it got. */
function answering(status: number | Error, body: unknown = {}) {
  const sent: Sent[] = [];
  const fetchFn = (async (input: Request) => {
    sent.push({ url: new URL(input.url).pathname, body: (await input.json()) as Record<string, string> });
    if (status instanceof Error) throw status;
    return Response.json(body, { status });
  }) as unknown as typeof fetch;
  return { sent, send: productApi(fetchFn, "http://api.test/api/v1").sendContact };
}

const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

function fill(values: { name?: string; email?: string; message?: string }) {
  for (const [name, value] of Object.entries(values)) fireEvent.change(field(`contact-${name}`), { target: { value } });
}

const submit = () => act(async () => void fireEvent.submit(screen.getByTestId("contact-form")));

const GOOD = { name: " Ann Lee ", email: "ann@example.com", message: "The cropper stops at the 21st photo." };

afterEach(() => window.history.replaceState({}, "", "/"));

describe("the topic", () => {
  it("is the one ?topic= names, by its slug in any case, else the first", () => {
    window.history.replaceState({}, "", "/contact-us/?topic=feedback");
    const { unmount } = render(<ContactForm topics={TOPICS} email={SUPPORT} />);
    expect(field("contact-topic")).toHaveValue("Feedback");
    unmount();
    window.history.replaceState({}, "", "/contact-us/?topic=lottery");
    render(<ContactForm topics={TOPICS} email={SUPPORT} />);
    expect(field("contact-topic")).toHaveValue("General question");
    expect(screen.getAllByRole("option").map((option) => option.textContent)).toEqual(TOPICS);
  });

  it("follows the query for a slug of several words", () => {
    window.history.replaceState({}, "", "/contact-us/?topic=Billing-And-Licenses");
    render(<ContactForm topics={TOPICS} email={SUPPORT} />);
    expect(field("contact-topic")).toHaveValue("Billing and licenses");
  });

  it("is 'General question' on a page that lists none", () => {
    render(<ContactForm topics={[]} email={SUPPORT} />);
    expect(field("contact-topic")).toHaveValue("General question");
  });
});

describe("checks in the page", () => {
  it("names every missing field beside it, tied to it for screen readers, focuses the first and sends nothing", async () => {
    const api = answering(200, { success: true, message: "sent" });
    render(<ContactForm topics={TOPICS} email={SUPPORT} send={api.send} />);
    await submit();
    expect(api.sent).toEqual([]);
    for (const [name, text] of [
      ["name", "Enter your name."],
      ["email", "Enter your e-mail address, so we can answer."],
      ["message", "Write your message."],
    ] as const) {
      expect(field(`contact-${name}`)).toHaveAttribute("aria-invalid", "true");
      expect(field(`contact-${name}`)).toHaveAccessibleDescription(expect.stringContaining(text));
      expect(screen.getByTestId(`contact-${name}-error`)).toHaveTextContent(text);
    }
    expect(field("contact-topic")).toHaveAttribute("aria-invalid", "false");
    expect(field("contact-name")).toHaveFocus();
  });

  it("refuses an incomplete e-mail address and a message under 10 characters, and clears each message once fixed", async () => {
    const api = answering(200, { success: true, message: "sent" });
    render(<ContactForm topics={TOPICS} email={SUPPORT} send={api.send} />);
    fill({ name: "Ann", email: "ann@example", message: "Help!" });
    await submit();
    expect(api.sent).toEqual([]);
    expect(screen.getByTestId("contact-email-error")).toHaveTextContent("Enter an e-mail address like ann@example.com");
    expect(screen.getByTestId("contact-message-error")).toHaveTextContent("Write at least 10 characters, so we can help (5 so far).");
    expect(field("contact-email")).toHaveFocus();
    fill({ email: "ann@example.com" });
    expect(screen.queryByTestId("contact-email-error")).toBeNull();
    expect(field("contact-email")).toHaveAttribute("aria-invalid", "false");
    expect(screen.getByTestId("contact-message-error")).toBeInTheDocument();
  });

  it("refuses a message over 10,000 characters", async () => {
    const api = answering(200, { success: true, message: "sent" });
    render(<ContactForm topics={TOPICS} email={SUPPORT} send={api.send} />);
    fill({ ...GOOD, message: "x".repeat(10_001) });
    await submit();
    expect(api.sent).toEqual([]);
    expect(screen.getByTestId("contact-message-error")).toHaveTextContent("Shorten your message to 10,000 characters (it has 10,001).");
  });
});

describe("sending", () => {
  it("posts the trimmed message with the empty hidden field, says it was sent and clears the form", async () => {
    window.history.replaceState({}, "", "/contact-us/?topic=api");
    const api = answering(200, { success: true, message: "Thank you: your message was sent." });
    render(<ContactForm topics={TOPICS} email={SUPPORT} send={api.send} />);
    fill(GOOD);
    fireEvent.change(field("contact-topic"), { target: { value: "Bug report" } });
    await submit();
    expect(api.sent).toEqual([
      {
        url: "/api/v1/contact",
        body: { name: "Ann Lee", email: "ann@example.com", topic: "Bug report", message: GOOD.message, website: "" },
      },
    ]);
    expect(screen.getByRole("status")).toHaveTextContent("Thank you: your message was sent.");
    expect(screen.getByTestId("contact-failed")).not.toBeVisible();
    for (const name of ["name", "email", "message"]) expect(field(`contact-${name}`)).toHaveValue("");
    expect(field("contact-topic")).toHaveValue("API");
  });

  it("hides the honeypot field from people and assistive technology, and sends what a bot typed into it", async () => {
    const api = answering(200, { success: true, message: "Thank you: your message was sent." });
    const { container } = render(<ContactForm topics={TOPICS} email={SUPPORT} send={api.send} />);
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(honeypot).toHaveAttribute("tabindex", "-1");
    expect(screen.queryByRole("textbox", { name: /leave this field empty/i })).toBeNull();
    fill(GOOD);
    fireEvent.change(honeypot, { target: { value: "https://spam.example" } });
    await submit();
    expect(api.sent[0]?.body.website).toBe("https://spam.example");
  });

  it.each([
    ["the network fails", new TypeError("Failed to fetch")],
    ["the server answers 502", 502],
  ])("when %s, says it could not be sent, where to write instead, and keeps what was typed", async (_case, failure) => {
    const api = answering(failure, { success: false, message: "Something went wrong on our side; please try again." });
    render(<ContactForm topics={TOPICS} email={SUPPORT} send={api.send} />);
    fill(GOOD);
    await submit();
    await waitFor(() => expect(screen.getByRole("alert")).toBeVisible());
    expect(screen.getByRole("alert")).toHaveTextContent(
      `Your message could not be sent: our server could not be reached. What you wrote is still here, so try again in a moment, or write to ${SUPPORT}.`,
    );
    expect(screen.getByRole("status")).toHaveTextContent("");
    expect(field("contact-name")).toHaveValue(GOOD.name);
    expect(field("contact-email")).toHaveValue(GOOD.email);
    expect(field("contact-message")).toHaveValue(GOOD.message);
    expect(field("contact-send")).toBeEnabled();
  });

  it("on a 429, shows the server's words on when to try again and keeps what was typed", async () => {
    const limit =
      "You have sent 5 messages within the hour, the most we take from one connection: please try again in 1 hour, or write to x@y.z.";
    const api = answering(429, { success: false, message: limit });
    render(<ContactForm topics={TOPICS} email={SUPPORT} send={api.send} />);
    fill(GOOD);
    await submit();
    expect(screen.getByRole("alert")).toHaveTextContent(limit);
    expect(field("contact-message")).toHaveValue(GOOD.message);
  });

  it("shows the server's field errors beside their fields", async () => {
    const api = answering(400, {
      success: false,
      message: "Enter an e-mail address like ann@example.com: this one is not complete.",
      fields: { email: "Enter an e-mail address like ann@example.com: this one is not complete." },
    });
    render(<ContactForm topics={TOPICS} email={SUPPORT} send={api.send} />);
    fill(GOOD);
    await submit();
    expect(screen.getByTestId("contact-email-error")).toHaveTextContent("this one is not complete");
    expect(field("contact-email")).toHaveAttribute("aria-invalid", "true");
    expect(field("contact-email")).toHaveFocus();
    expect(screen.getByRole("alert")).toHaveTextContent("Your message was not sent: Enter an e-mail address");
    expect(field("contact-name")).toHaveValue(GOOD.name);
  });
});
