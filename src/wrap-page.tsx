import type { GatsbyBrowser, GatsbySSR } from "gatsby";
import { Layout } from "./components/Layout";
import { isAdminPage } from "./lib/routes";

type WrapPageElement = NonNullable<GatsbyBrowser["wrapPageElement"]> & NonNullable<GatsbySSR["wrapPageElement"]>;

/**
 * gatsby-plugin-offline's app shell, served for any cached page when offline. It must render
 * empty so Gatsby renders the real page into it instead of hydrating a mismatched layout.
 */
const APP_SHELL = /^\/offline-plugin-app-shell-fallback\/?$/;

/**
 * One layout instance across navigations, in the browser and in the server render alike. The
 * Content Manager has none: Decap fills the whole window.
 */
export const wrapPageElement: WrapPageElement = ({ element, props }) =>
  APP_SHELL.test(props.location.pathname) || isAdminPage(props.location.pathname) ? (
    element
  ) : (
    <Layout pathname={props.location.pathname}>{element}</Layout>
  );
