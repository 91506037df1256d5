/** @jest-environment ./src/test-utils/jsdom-fetch-environment.cjs */
import { act, render, renderHook, screen, waitFor } from "@testing-library/react";
import { navigate } from "gatsby";
import { productApi } from "../../lib/api-client";
import { validatePrompt } from "../../lib/api-errors";
import { saveSession } from "../../lib/session-state";
import { AccountError } from "./AccountError";
import { AccountPanel } from "./AccountPanel";
import { type AccountState, useAccount } from "./useAccount";

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
  ({ apiKey: "pb_key", credits, emailUpdates: false, busy: false, error: null }) as unknown as AccountState;

describe("the dashboard's credits", () => {
  it("shows the balance with a link to the credit packs", () => {
    render(<AccountPanel account={panelState(20)} />);
    expect(screen.getByTestId("credits")).toHaveTextContent("20");
    expect(screen.getByRole("link", { name: "Buy credits" })).toHaveAttribute("href", "/pricing/#credits");
  });

  it("a failed validate offers the credit packs: the confirm goes there, and the message links there", async () => {
    saveSession(localStorage, { token: "session", expiresAt: Date.now() + 3600_000 });
    const confirm = jest.spyOn(window, "confirm").mockReturnValue(true);
    const { result } = renderHook(() => useAccount(accountApi(0), "session", () => undefined));
    await waitFor(() => expect(result.current.credits).toBe(0));
    let allowed = true;
    await act(async () => {
      allowed = await result.current.validate();
    });
    expect(allowed).toBe(false);
    expect(confirm).toHaveBeenCalledWith(validatePrompt("You have no credits left."));
    expect(navigate).toHaveBeenCalledWith("/pricing/#credits");
    expect(result.current.error).toEqual({ message: "You have no credits left.", offerCredits: true });

    render(<AccountError error={result.current.error!} />);
    expect(screen.getByRole("alert")).toHaveTextContent(validatePrompt("You have no credits left."));
    expect(screen.getByRole("link", { name: "pricing page" })).toHaveAttribute("href", "/pricing/#credits");
    confirm.mockRestore();
  });

  it("other errors come without the offer", () => {
    render(<AccountError error={{ message: "HTTP error! status: 502", offerCredits: false }} />);
    expect(screen.getByRole("alert")).toHaveTextContent(/^HTTP error! status: 502$/);
    expect(screen.queryByRole("link")).toBeNull();
  });
});
