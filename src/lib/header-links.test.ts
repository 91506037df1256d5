import { accountLink, pricingHref } from "./header-links";

const anonymous = { hasLicense: false, hasSession: false };
const licensed = { hasLicense: true, hasSession: false };

describe("pricingHref", () => {
  it("links to pricing from ordinary pages", () => {
    expect(pricingHref("/", anonymous)).toBe("/pricing/");
    expect(pricingHref("/blog/", anonymous)).toBe("/pricing/");
    expect(pricingHref("/tools/", anonymous)).toBe("/pricing/");
  });

  it("is hidden on the pricing page, with or without a slash or query", () => {
    expect(pricingHref("/pricing/", anonymous)).toBeNull();
    expect(pricingHref("/pricing", anonymous)).toBeNull();
  });

  it("is hidden for a visitor with an active license", () => {
    expect(pricingHref("/", licensed)).toBeNull();
    expect(pricingHref("/tools/bulk-flip-image/", licensed)).toBeNull();
  });

  it("carries the tool path on tool and sub-tool pages", () => {
    expect(pricingHref("/tools/bulk-image-compressor/", anonymous)).toBe("/pricing/?tool=/tools/bulk-image-compressor/");
    expect(pricingHref("/tools/bulk-image-converter/convert-to-png", anonymous)).toBe(
      "/pricing/?tool=/tools/bulk-image-converter/convert-to-png/",
    );
  });
});

describe("accountLink", () => {
  it("sends license holders to their licenses", () => {
    expect(accountLink(licensed).href).toBe("/license/");
    expect(accountLink({ hasLicense: true, hasSession: true }).href).toBe("/license/");
  });

  it("sends everyone else to the login page", () => {
    expect(accountLink(anonymous)).toEqual({ href: "/login/", label: "Log in" });
    expect(accountLink({ hasLicense: false, hasSession: true })).toEqual({ href: "/login/", label: "API dashboard" });
  });
});
