import { linkTarget } from "./link-target";

describe("linkTarget", () => {
  it("routes internal links in their normalised form", () => {
    expect(linkTarget("/tag/help", true)).toEqual({ kind: "internal", to: "/tag/help/" });
    expect(linkTarget("/pricing#faq", false)).toEqual({ kind: "internal", to: "/pricing/#faq" });
  });

  it("opens other sites in a new tab when the flag is on", () => {
    expect(linkTarget("https://app.lemonsqueezy.com/my-orders", true)).toEqual({
      kind: "external",
      href: "https://app.lemonsqueezy.com/my-orders",
      target: "_blank",
      rel: "noopener",
    });
  });

  it("opens other sites in the same tab when the flag is off", () => {
    expect(linkTarget("https://audio.example/", false)).toEqual({ kind: "external", href: "https://audio.example/" });
  });

  it("never opens mail links in a new tab", () => {
    expect(linkTarget("mailto:support@example.com", true)).toEqual({ kind: "external", href: "mailto:support@example.com" });
  });
});
