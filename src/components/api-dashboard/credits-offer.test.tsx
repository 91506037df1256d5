/** @jest-environment ./src/test-utils/jsdom-fetch-environment.cjs */
import { act, fireEvent, render, renderHook, screen, waitFor, within } from "@testing-library/react";
import { navigate } from "gatsby";
import { productApi } from "../../lib/api-client";
import { validatePrompt } from "../../lib/api-errors";
import { saveSession } from "../../lib/session-state";
import { AccountError } from "./AccountError";
import { AccountPanel } from "./AccountPanel";
import { UploadForm } from "./UploadForm";
import { type AccountError as Shown, type AccountState, useAccount } from "./useAccount";

/** The API of an account with a key and `credits`, whose users/validate says it may not run tasks. */
function accountApi(credits: number) {
  const answers: Record<string, { status: number; body: unknown }> = {
    "/users/api": { status: 200, body: { success: true, data: { api: "pb_key" } } },
    "/users/email-update": { status: 200, body: { success: true, data: { enable_email_update: false } } },
    "/tasks/credits": { status: 200, body: { success: true, credits } },
    "/users/validate": { status: 402, body: { success: false, message: "You have no credits left." } },
  };
  return productApi(async (input) => {
    const { status, body } = answers[new URL((input as Request).url).pathname.replace("/api/v1", "")]!;
    return Response.json(body, { status });
  }, "http://api.test/api/v1");
}

const panelState = (credits: number | null): AccountState =>
  ({ apiKey: "pb_key", loaded: true, credits, emailUpdates: false, busy: false, loadError: null }) as unknown as AccountState;

let confirm: jest.SpyInstance;

beforeEach(() => {
  saveSession(localStorage, { token: "session", expiresAt: Date.now() + 3600_000 });
  jest.mocked(navigate).mockClear();
  confirm = jest.spyOn(window, "confirm").mockReturnValue(true);
});

afterEach(() => confirm.mockRestore());

describe("the dashboard's credits", () => {
  it("shows the balance with a link to the credit packs", () => {
    render(<AccountPanel account={panelState(20)} email="me@example.com" />);
    expect(screen.getByTestId("credits")).toHaveTextContent("20");
    expect(screen.getByRole("link", { name: "Buy credits" })).toHaveAttribute("href", "/pricing/#credits");
    expect(screen.getByTestId("account-email")).toHaveTextContent("me@example.com");
  });

  it("a failed validate offers the credit packs: the confirm goes there, and the message links there", async () => {
    const { result } = renderHook(() => useAccount(accountApi(0), "session", () => undefined));
    await waitFor(() => expect(result.current.credits).toBe(0));
    let refused: Shown | null = null;
    await act(async () => {
      refused = await result.current.validate();
    });
    expect(refused).toEqual({ message: "You have no credits left.", offerCredits: true });
    expect(confirm).toHaveBeenCalledWith(validatePrompt("You have no credits left."));
    expect(navigate).toHaveBeenCalledWith("/pricing/#credits");

    render(<AccountError error={refused} testId="error" />);
    expect(screen.getByRole("alert")).toHaveTextContent(validatePrompt("You have no credits left."));
    expect(screen.getByRole("link", { name: "pricing page" })).toHaveAttribute("href", "/pricing/#credits");
  });

  it("other errors come without the offer", () => {
    render(<AccountError error={{ message: "HTTP error! status: 502", offerCredits: false }} testId="error" />);
    expect(screen.getByRole("alert")).toHaveTextContent(/^HTTP error! status: 502$/);
    expect(screen.queryByRole("link")).toBeNull();
  });
});

function Dashboard() {
  const account = useAccount(accountApi(0), "session", () => undefined);
  const actions = {
    choices: [{ name: "compress", label: "Bulk Image Compressor", credits: 1, example: "{}" }],
    names: new Map(),
    error: null,
  };
  return (
    <>
      <AccountPanel account={account} email={null} />
      <UploadForm api={accountApi(0)} fetchFn={jest.fn()} token="session" account={account} actions={actions} onQueued={() => undefined} />
    </>
  );
}

describe("a run refused for want of credits", () => {
  it("says so inside the run form, beside its button, not in the account box", async () => {
    confirm.mockReturnValue(false);
    render(<Dashboard />);
    const run = screen.getByRole("button", { name: "Upload and run" });
    await waitFor(() => expect(run).toBeEnabled());
    fireEvent.submit(run.closest("form")!);

    const form = screen.getByTestId("upload-form");
    const alert = await within(form).findByRole("alert");
    await waitFor(() => expect(alert).toHaveTextContent(validatePrompt("You have no credits left.")));
    expect(alert).toBe(screen.getByTestId("upload-error"));
    expect(run.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(alert).getByRole("link", { name: "pricing page" })).toHaveAttribute("href", "/pricing/#credits");
    expect(screen.getByTestId("account-error")).not.toBeVisible();
    expect(screen.getByTestId("account-error")).toBeEmptyDOMElement();
  });
});
