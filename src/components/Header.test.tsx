import { act, render, screen } from "@testing-library/react";
import { STORAGE_KEYS } from "../lib/storage-keys";
import { setStaticQueryData } from "../test-utils/gatsby-mock";
import { Header } from "./Header";

const license = { license_key: "k", instance_id: "i", email: "e", plan: "Premium", usage_stat: "1 Used / 3", redirect_path: "/" };

beforeEach(() => {
  localStorage.clear();
  setStaticQueryData({ site: { siteMetadata: { title: "PixelBatch", externalLinksInNewTab: true } } });
});

describe("Header", () => {
  it("shows the site name, Pricing and a login icon to a new visitor", () => {
    render(<Header pathname="/" />);
    expect(screen.getByRole("link", { name: "PixelBatch" })).toHaveAttribute("href", "/");
    expect(screen.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing/");
    expect(screen.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/login/");
  });

  it("hides Pricing on the pricing page", () => {
    render(<Header pathname="/pricing/" />);
    expect(screen.queryByRole("link", { name: "Pricing" })).toBeNull();
  });

  it("names the tool in the Pricing link on a tool page", () => {
    render(<Header pathname="/tools/bulk-flip-image/" />);
    expect(screen.getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing/?tool=/tools/bulk-flip-image/");
  });

  it("hides Pricing and links the icon to /license/ for a license holder", () => {
    localStorage.setItem(STORAGE_KEYS.licenses, JSON.stringify([license]));
    render(<Header pathname="/" />);
    expect(screen.queryByRole("link", { name: "Pricing" })).toBeNull();
    expect(screen.getByRole("link", { name: "Your licenses" })).toHaveAttribute("href", "/license/");
  });

  it("links an API user without a license to the login page and updates when the session arrives", () => {
    render(<Header pathname="/" />);
    act(() => {
      localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ token: "jwt", expiresAt: Date.now() + 60_000 }));
      window.dispatchEvent(new Event("pb:account-change"));
    });
    expect(screen.getByRole("link", { name: "API dashboard" })).toHaveAttribute("href", "/login/");
    expect(screen.getByRole("link", { name: "Pricing" })).toBeInTheDocument();
  });
});
