import { act, render, screen } from "@testing-library/react";
import { clearSession, saveSession } from "../../lib/session-state";
import { LoggedOutOnly } from "./LoggedOutOnly";

describe("LoggedOutOnly", () => {
  afterEach(() => clearSession(window.localStorage));

  it("shows how logging in works while logged out, and nothing of it once logged in", () => {
    render(
      <LoggedOutOnly>
        <p>Enter your e-mail address and we send you a six-digit code.</p>
      </LoggedOutOnly>,
    );
    expect(screen.getByText(/six-digit code/)).toBeVisible();
    act(() => saveSession(window.localStorage, { token: "token", expiresAt: Date.now() + 60_000 }));
    expect(screen.queryByText(/six-digit code/)).toBeNull();
    act(() => clearSession(window.localStorage));
    expect(screen.getByText(/six-digit code/)).toBeVisible();
  });
});
