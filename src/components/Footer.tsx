import { useSiteConfig } from "../hooks/useSiteConfig";
import { useVisitor } from "../hooks/useVisitor";
import { useToolCatalogue } from "../hooks/useToolCatalogue";
import { footerTools } from "../lib/tool-catalogue";
import * as styles from "./Footer.module.css";
import { SiteLink } from "./SiteLink";

interface FooterLink {
  label: string;
  href: string;
}

function LinkColumn({ title, links, className }: { title: string; links: FooterLink[]; className?: string }) {
  return (
    <section className={className} aria-label={title}>
      <h2>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink href={link.href}>{link.label}</SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Set at build time; shown so a visitor (and support) can tell which deploy a page came from. */
const BUILD_ID = process.env.GATSBY_BUILD_ID;

export function Footer() {
  const site = useSiteConfig();
  const tools = footerTools(useToolCatalogue());
  // Spec §6: paying users do not see the pricing link, nor the FAQs that live on the pricing page.
  const paying = useVisitor().hasLicense;
  return (
    <footer className={`${styles.footer} below-fold`}>
      <div className="container">
        <nav className={styles.columns} aria-label="Footer">
          <LinkColumn className={styles.tools} title="Tools" links={tools.map((tool) => ({ label: tool.name, href: tool.link }))} />
          <LinkColumn
            title={site.title}
            links={[
              { label: "Home", href: "/" },
              { label: "All tools", href: "/tools/" },
              ...(paying ? [] : [{ label: "Pricing", href: "/pricing/" }]),
              { label: "Blog", href: "/blog/" },
              { label: "Compare", href: "/compare/" },
              { label: "Success stories", href: "/success-stories/" },
              { label: "Reviews", href: "/reviews/" },
              { label: "Integrations", href: "/integrations/" },
              { label: "API", href: "/api/" },
            ]}
          />
          <LinkColumn
            title="Support"
            links={[
              { label: "Orders and invoices", href: site.billingPortalUrl },
              { label: "Contact us", href: "/contact-us/" },
              { label: "Help", href: "/tag/help/" },
              ...(paying ? [] : [{ label: "FAQs", href: "/pricing/#faq" }]),
              { label: "Feedback", href: "/contact-us/?topic=feedback" },
            ]}
          />
          <LinkColumn title="Audio Tools" links={[{ label: site.audioToolsName, href: site.audioToolsUrl }]} />
          <LinkColumn
            title="Legal"
            links={[
              { label: "Privacy policy", href: "/privacy/" },
              { label: "Terms of service", href: "/terms/" },
              { label: "Refund policy", href: "/refund/" },
            ]}
          />
        </nav>
        <div className={styles.bottom}>
          <p>
            © {new Date().getFullYear()} {site.title}. Your files are processed on your device.
          </p>
          {BUILD_ID && <p>Build {BUILD_ID}</p>}
        </div>
      </div>
    </footer>
  );
}
