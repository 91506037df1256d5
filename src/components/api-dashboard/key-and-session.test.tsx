/** @jest-environment ./src/test-utils/jsdom-fetch-environment.cjs */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { navigate } from "gatsby";
import { productApi } from "../../lib/api-client";
import { API_KEY_CONFIRM, pricingPrompt } from "../../lib/api-errors";
import { saveSession } from "../../lib/session-state";
import { STORAGE_KEYS } from "../../lib/storage-keys";
import { AccountPanel } from "./AccountPanel";
import { ApiDashboard } from "./ApiDashboard";
import { UploadForm } from "./UploadForm";
import { useAccount } from "./useAccount";

const TOKEN = "session-token";

/** An account without an API key until one is created; records each call. */
function keylessApi() {
  const calls: string[] = [];
  let key: string | null = null;
  const api = productApi(async (input) => {
    const request = input as Request;
    const route = `${request.method} ${new URL(request.url).pathname.replace("/api/v1", "")}`;
    calls.push(route);
    const answer = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    if (route === "GET /users/api")
      return key ? answer(200, { success: true, data: { api: key } }) : answer(404, { message: "API key not found." });
    if (route === "POST /users/api") return answer(200, { success: true, data: { api: (key = "pb_new") } });
    if (route === "GET /users/email-update") return answer(200, { success: true, data: { enable_email_update: false } });
    if (route === "GET /tasks/credits") return answer(200, { success: true, credits: 0 });
    return answer(500, { message: `unexpected ${route}` });
  }, "http://api.test/api/v1");
  return { api, calls };
}

const onLoggedOut = jest.fn();

function Dashboard({ api }: { api: ReturnType<typeof productApi> }) {
  const account = useAccount(api, TOKEN, onLoggedOut);
  return (
    <>
      <AccountPanel account={account} />
      <UploadForm api={api} fetchFn={jest.fn()} token={TOKEN} account={account} onQueued={() => undefined} />
    </>
  );
}

let confirm: jest.SpyInstance;

beforeEach(() => {
  localStorage.clear();
  jest.mocked(navigate).mockClear();
  confirm = jest.spyOn(window, "confirm").mockReturnValue(true);
});

afterEach(() => confirm.mockRestore());

describe("an account without an API key (spec §5, §8)", () => {
  beforeEach(() => saveSession(localStorage, { token: TOKEN, expiresAt: Date.now() + 3600_000 }));

  it("is not given one silently: the login page's one button makes it", async () => {
    const { api, calls } = keylessApi();
    render(<Dashboard api={api} />);
    await waitFor(() => expect(calls).toContain("GET /users/email-update"));
    await screen.findByTestId("no-api-key");
    expect(calls).not.toContain("POST /users/api");
    expect(screen.getByTestId("create-key")).toHaveAttribute("id", "create-key");

    fireEvent.click(screen.getByRole("button", { name: "Create an API key" }));
    await waitFor(() => expect(screen.getByTestId("api-key")).toHaveTextContent("pb_new"));
    expect(confirm).not.toHaveBeenCalled();
  });

  it("an upload started without one asks the confirm, and yes leads to the key's button on /login/", async () => {
    const { api, calls } = keylessApi();
    render(<Dashboard api={api} />);
    await screen.findByTestId("no-api-key");
    fireEvent.submit(screen.getByTestId("upload-submit").closest("form")!);
    await waitFor(() => expect(screen.getByTestId("upload-error")).toHaveTextContent("API key not found."));
    expect(confirm).toHaveBeenCalledWith(API_KEY_CONFIRM);
    expect(navigate).toHaveBeenCalledWith("/login/#create-key");
    expect(calls).not.toContain("POST /users/api");
  });

  it("no to the confirm stays put", async () => {
    confirm.mockReturnValue(false);
    const { api } = keylessApi();
    render(<Dashboard api={api} />);
    await screen.findByTestId("no-api-key");
    fireEvent.submit(screen.getByTestId("upload-submit").closest("form")!);
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(API_KEY_CONFIRM));
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("an expired session (spec §5)", () => {
  it("opening the dashboard with one shows the pricing prompt, calls nothing with it and discards the token", async () => {
    const fetch = jest.fn(() => Promise.reject(new Error("no call expected")));
    globalThis.fetch = fetch;
    saveSession(localStorage, { token: TOKEN, expiresAt: Date.now() - 1000 });
    render(<ApiDashboard />);
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(pricingPrompt("Session expired")));
    expect(navigate).toHaveBeenCalledWith("/pricing/");
    expect(await screen.findByTestId("login-message")).toHaveTextContent("Session expired");
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
    // The public OpenAPI document (the upload form's list of actions) is the one request, and it carries no token.
    for (const [url, init] of fetch.mock.calls as unknown as [unknown, RequestInit | undefined][]) {
      expect(String(url)).toMatch(/\/api\/v1\/openapi\.json$/);
      expect(new Headers(init?.headers).get("authorization")).toBeNull();
    }
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  it("a session that expires while the dashboard is open meets the prompt at the next call", async () => {
    const { api, calls } = keylessApi();
    saveSession(localStorage, { token: TOKEN, expiresAt: Date.now() + 3600_000 });
    render(<Dashboard api={api} />);
    await screen.findByTestId("no-api-key");
    saveSession(localStorage, { token: TOKEN, expiresAt: Date.now() - 1 });
    const before = calls.length;
    fireEvent.click(screen.getByRole("button", { name: "Create an API key" }));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(pricingPrompt("Session expired")));
    expect(calls.length).toBe(before);
    expect(onLoggedOut).toHaveBeenCalledWith("Session expired");
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });
});
