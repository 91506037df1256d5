/**
 * Server-render settings. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
 */
import type { GatsbySSR } from "gatsby";

export { wrapPageElement } from "./src/wrap-page";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  // The manifest's theme colour is #008080; the page itself reads #ffffff (the spec gives both).
  setHeadComponents([<meta key="theme-color" name="theme-color" content="#ffffff" />]);
};
