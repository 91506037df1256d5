import { normalizePath, toolPathOf } from "./paths";

/** What the header knows about the visitor (spec §2); both read from this device's storage. */
export interface Visitor {
  hasLicense: boolean;
  hasSession: boolean;
}

export const PRICING_PATH = "/pricing/";

/**
 * The Pricing link, or null where it is hidden: on the pricing page itself and for paying users.
 * On tool pages it names the tool so pricing can put the plans covering it first.
 */
export function pricingHref(pathname: string, visitor: Pick<Visitor, "hasLicense">): string | null {
  if (visitor.hasLicense || normalizePath(pathname) === PRICING_PATH) return null;
  const toolPath = toolPathOf(pathname);
  return toolPath ? `${PRICING_PATH}?tool=${encodeURIComponent(toolPath).replace(/%2F/g, "/")}` : PRICING_PATH;
}

export interface AccountLink {
  href: string;
  label: string;
}

/** The user icon: the licenses page for license holders, the login page (and API dashboard) for everyone else. */
export function accountLink(visitor: Visitor): AccountLink {
  if (visitor.hasLicense) return { href: "/license/", label: "Your licenses" };
  if (visitor.hasSession) return { href: "/login/", label: "API dashboard" };
  return { href: "/login/", label: "Log in" };
}
