import { act, render, screen } from "@testing-library/react";
import { clearSession, saveSession } from "../../lib/session-state";
import { DashboardTitle } from "./DashboardTitle";

describe("DashboardTitle", () => {
  afterEach(() => clearSession(window.localStorage));

  it("asks to log in while logged out and names the dashboard once logged in", () => {
    render(
      <h1>
        <DashboardTitle loggedOut="Log in to the API dashboard" />
      </h1>,
    );
    expect(screen.getByRole("heading")).toHaveTextContent("Log in to the API dashboard");
    act(() => saveSession(window.localStorage, { token: "token", expiresAt: Date.now() + 60_000 }));
    expect(screen.getByRole("heading")).toHaveTextContent(/^API dashboard$/);
    act(() => clearSession(window.localStorage));
    expect(screen.getByRole("heading")).toHaveTextContent("Log in to the API dashboard");
  });
});
