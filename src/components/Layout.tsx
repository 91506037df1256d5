import type { ReactNode } from "react";
import "../styles/global.css";
import { Footer } from "./Footer";
import { Header } from "./Header";
import * as styles from "./Layout.module.css";

/** The frame of every page, applied once in wrapPageElement so the header and footer persist across navigations. */
export function Layout({ pathname, children }: { pathname: string; children: ReactNode }) {
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
    </>
  );
}
