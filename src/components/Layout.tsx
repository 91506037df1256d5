import type { ReactNode } from "react";
import { useLicenseRevalidation } from "../hooks/useLicenseRevalidation";
import { useThirdPartyScripts } from "../hooks/useThirdPartyScripts";
import "../styles/global.css";
import { Footer } from "./Footer";
import { Header } from "./Header";
import * as styles from "./Layout.module.css";
import { RecentPurchaseToast } from "./RecentPurchaseToast";

/** The frame of every page, applied once in wrapPageElement so the header and footer persist across navigations. */
export function Layout({ pathname, children }: { pathname: string; children: ReactNode }) {
  useThirdPartyScripts(pathname);
  useLicenseRevalidation();
  return (
    <>
      <a className={styles.skip} href="#main">
        Skip to content
      </a>
      <Header pathname={pathname} />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <RecentPurchaseToast pathname={pathname} />
    </>
  );
}
