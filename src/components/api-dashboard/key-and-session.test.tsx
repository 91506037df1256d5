/** @jest-environment ./src/test-utils/jsdom-fetch-environment.cjs */
import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { navigate } from "gatsby";
import { productApi } from "../../lib/api-client";
import { API_KEY_CONFIRM, pricingPrompt } from "../../lib/api-errors";
import { saveSession } from "../../lib/session-state";
import { STORAGE_KEYS } from "../../lib/storage-keys";
import { setStaticQueryData } from "../../test-utils/gatsby-mock";
import { AccountPanel } from "./AccountPanel";
import { ApiDashboard } from "./ApiDashboard";
import { UploadForm } from "./UploadForm";
import { useAccount } from "./useAccount";

const TOKEN = "session-token";

/** An account without an API key until one is created (or with `key`, which `credits` answers for); records each call. */
function keylessApi(
  { key: initial = null, credits = { status: 200, body: { success: true, credits: 0 } } } = {} as {
    key?: string | null;
    credits?: { status: number; body: unknown };
  },
) {
  const calls: string[] = [];
  let key = initial;
  const api = productApi(async (input) => {
    const request = input as Request;
    const route = `${request.method} ${new URL(request.url).pathname.replace("/api/v1", "")}`;
    calls.push(route);
    const answer = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
    // No key yet is a new account's normal state: the API answers it as such (200, null), not as an error.
    if (route === "GET /users/api") return answer(200, { success: true, data: { api: key } });
    if (route === "POST /users/api") {
      key = "pb_new";
      credits = { status: 200, body: { success: true, credits: 0 } };
      return answer(200, { success: true, data: { api: key } });
    }
    if (route === "GET /users/email-update") return answer(200, { success: true, data: { enable_email_update: false } });
    if (route === "GET /tasks/credits") return answer(credits.status, credits.body);
    return answer(500, { message: `unexpected ${route}` });
  }, "http://api.test/api/v1");
  return { api, calls };
}

const onLoggedOut = jest.fn();
const actions = {
  choices: [{ name: "compress", label: "Bulk Image Compressor", credits: 1, example: "{}" }],
  names: new Map(),
  error: null,
};

function Dashboard({ api }: { api: ReturnType<typeof productApi> }) {
  const account = useAccount(api, TOKEN, onLoggedOut);
  return (
    <>
      <AccountPanel account={account} email={null} />
      <UploadForm api={api} fetchFn={jest.fn()} token={TOKEN} account={account} actions={actions} onQueued={() => undefined} />
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

  it("is not given one silently: the account's one button makes it", async () => {
    const { api, calls } = keylessApi();
    render(<Dashboard api={api} />);
    await waitFor(() => expect(calls).toContain("GET /users/email-update"));
    await screen.findByTestId("no-api-key");
    expect(calls).not.toContain("POST /users/api");
    expect(screen.getByTestId("create-key")).toHaveAttribute("id", "create-key");

    fireEvent.click(screen.getByTestId("create-key"));
    await waitFor(() => expect(screen.getByTestId("api-key")).toHaveTextContent("pb_new"));
    expect(confirm).not.toHaveBeenCalled();
  });

  it("the run form says to create a key first, before any click, and makes one beside its waiting button", async () => {
    const { api, calls } = keylessApi();
    render(<Dashboard api={api} />);
    const notice = await screen.findByTestId("key-needed");
    const form = screen.getByTestId("upload-form");
    expect(form).toContainElement(notice);
    expect(notice).toHaveTextContent(/^Create an API key first/);
    const run = screen.getByRole("button", { name: "Upload and run" });
    expect(run).toBeDisabled();
    expect(run).toHaveAccessibleDescription(/^Create an API key first/);
    expect(calls).not.toContain("POST /users/api");

    fireEvent.click(within(notice).getByRole("button", { name: "Create an API key" }));
    await waitFor(() => expect(run).toBeEnabled());
    expect(screen.getByTestId("api-key")).toHaveTextContent("pb_new");
    expect(screen.queryByTestId("key-needed")).toBeNull();
    // The key's button is gone: the next step, the upload, has the focus.
    await waitFor(() => expect(run).toHaveFocus());
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByTestId("upload-error")).not.toBeVisible();
  });

  it("while the key lookup has not answered, no key is claimed missing and none can be made over it", async () => {
    const { api } = keylessApi();
    render(<Dashboard api={api} />);
    expect(screen.getByTestId("create-key")).toBeDisabled();
    expect(screen.queryByTestId("no-api-key")).toBeNull();
    expect(screen.queryByTestId("key-needed")).toBeNull();
    expect(screen.getByRole("button", { name: "Upload and run" })).toBeDisabled();
    await screen.findByTestId("key-needed");
    expect(screen.getByTestId("create-key")).toBeEnabled();
  });
});

describe("a key replaced elsewhere (spec §8)", () => {
  beforeEach(() => saveSession(localStorage, { token: TOKEN, expiresAt: Date.now() + 3600_000 }));
  const replaced = () => keylessApi({ key: "pb_old", credits: { status: 401, body: { success: false, message: "API key not found." } } });

  it("the API's refusal asks the confirm, and yes leads to the key's button on /login/; the run form says to make one", async () => {
    const { api, calls } = replaced();
    render(<Dashboard api={api} />);
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(API_KEY_CONFIRM));
    expect(navigate).toHaveBeenCalledWith("/login/#create-key");
    expect(await screen.findByTestId("no-api-key")).toBeVisible();
    expect(screen.getByTestId("account-error")).toHaveTextContent("API key not found.");
    expect(screen.getByTestId("key-needed")).toHaveTextContent(/^Create an API key first/);
    expect(calls).not.toContain("POST /users/api");

    // The new key answers the refusal: it is not left on the screen.
    fireEvent.click(screen.getByTestId("create-key"));
    await waitFor(() => expect(screen.getByTestId("api-key")).toHaveTextContent("pb_new"));
    expect(screen.getByTestId("account-error")).not.toBeVisible();
    expect(screen.queryByTestId("key-needed")).toBeNull();
  });

  it("no to the confirm stays put", async () => {
    confirm.mockReturnValue(false);
    const { api } = replaced();
    render(<Dashboard api={api} />);
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(API_KEY_CONFIRM));
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe("an expired session (spec §5)", () => {
  it("opening the dashboard with one shows the pricing prompt, calls nothing with it and discards the token", async () => {
    const fetch = jest.fn(() => Promise.reject(new Error("no call expected")));
    globalThis.fetch = fetch;
    saveSession(localStorage, { token: TOKEN, expiresAt: Date.now() - 1000 });
    setStaticQueryData({ allMarkdownRemark: { nodes: [] } });
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
    fireEvent.click(screen.getByTestId("create-key"));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith(pricingPrompt("Session expired")));
    expect(calls.length).toBe(before);
    expect(onLoggedOut).toHaveBeenCalledWith("Session expired");
    expect(localStorage.getItem(STORAGE_KEYS.session)).toBeNull();
  });
});
