/** @jest-environment ./src/test-utils/jsdom-fetch-environment.cjs */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { productApi } from "../../lib/api-client";
import { saveSession } from "../../lib/session-state";
import { STORAGE_KEYS } from "../../lib/storage-keys";
import { AccountPanel } from "./AccountPanel";
import { useAccount } from "./useAccount";

const TOKEN = "session-token";

/** The account's API, recording each call; users/logout answers `logout` (an answer, or a network failure). */
function accountApi(logout: { status: number } | "offline") {
  const calls: { method: string; route: string; authorization: string | undefined }[] = [];
  const answers: Record<string, unknown> = {
    "/users/api": { success: true, data: { api: "pb_key" } },
    "/users/email-update": { success: true, data: { enable_email_update: false } },
    "/tasks/credits": { success: true, credits: 3 },
  };
  const api = productApi(async (input) => {
    const request = input as Request;
    const route = new URL(request.url).pathname.replace("/api/v1", "");
    calls.push({ method: request.method, route, authorization: request.headers.get("Authorization") ?? undefined });
    if (route === "/users/logout") {
      if (logout === "offline") throw new TypeError("Failed to fetch");
      return Response.json({ success: logout.status < 400, message: "…" }, { status: logout.status });
    }
    return Response.json(answers[route]);
  }, "http://api.test/api/v1");
  return { api, calls };
}

function Panel({ api, onLoggedOut }: { api: ReturnType<typeof productApi>; onLoggedOut: (notice: string | null) => void }) {
  return <AccountPanel account={useAccount(api, TOKEN, onLoggedOut)} email={null} />;
}

describe("the dashboard's Log out button", () => {
  beforeEach(() => saveSession(window.localStorage, { token: TOKEN, expiresAt: Date.now() + 3600_000 }));

  it.each([
    ["the server ends the session", { status: 200 }],
    ["the server refuses", { status: 503 }],
    ["the network is down", "offline" as const],
  ])("asks the server to end the session token and forgets it on this device when %s", async (_case, logout) => {
    const { api, calls } = accountApi(logout);
    const onLoggedOut = jest.fn();
    render(<Panel api={api} onLoggedOut={onLoggedOut} />);
    await waitFor(() => expect(screen.getByTestId("credits")).toHaveTextContent("3"));
    fireEvent.click(screen.getByTestId("log-out"));
    await waitFor(() => expect(onLoggedOut).toHaveBeenCalledWith(null));
    expect(window.localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    expect(calls).toContainEqual({ method: "POST", route: "/users/logout", authorization: `Bearer ${TOKEN}` });
  });
});
