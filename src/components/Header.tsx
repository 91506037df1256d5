import { Link } from "gatsby";
import { CircleUser } from "lucide-react";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { useVisitor } from "../hooks/useVisitor";
import { accountLink, pricingHref } from "../lib/header-links";
import * as styles from "./Header.module.css";
import { Logo } from "./Logo";

export function Header({ pathname }: { pathname: string }) {
  const site = useSiteConfig();
  const visitor = useVisitor();
  const pricing = pricingHref(pathname, visitor);
  const account = accountLink(visitor);
  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.brand}>
          <Logo className={styles.logo} />
          <span className={styles.brandName}>{site.title}</span>
        </Link>
        <nav className={styles.nav} aria-label="Main">
          <ul>
            <li>
              <Link to="/tools/">Tools</Link>
            </li>
            <li>
              <Link to="/blog/">Blog</Link>
            </li>
            {pricing && (
              <li>
                <Link to={pricing} data-testid="pricing-link">
                  Pricing
                  <span className={styles.dot} aria-hidden="true" />
                </Link>
              </li>
            )}
            <li>
              <Link
                to={account.href}
                className={styles.account}
                aria-label={account.label}
                title={account.label}
                data-testid="account-link"
              >
                <CircleUser size={26} aria-hidden="true" focusable="false" />
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
