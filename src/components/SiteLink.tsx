import { Link } from "gatsby";
import type { AnchorHTMLAttributes, ReactNode } from "react";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { linkTarget } from "../lib/link-target";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href" | "target" | "rel"> & { href: string; children: ReactNode };

/** Any link of the site: internal paths through Gatsby's router in their normalised form, other sites per the new-tab flag. */
export function SiteLink({ href, children, ...rest }: Props) {
  const { externalLinksInNewTab } = useSiteConfig();
  const target = linkTarget(href, externalLinksInNewTab);
  if (target.kind === "internal") {
    return (
      <Link to={target.to} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <a href={target.href} target={target.target} rel={target.rel} {...rest}>
      {children}
    </a>
  );
}
