/**
 * Server-render settings. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
 */
import type { GatsbySSR } from "gatsby";
import { Writable } from "node:stream";
import type { ReactNode } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { earlyIntakeScript } from "./src/bulk/intake/early-intake";
import { TOOL_PAGE } from "./src/lib/isolation";

export { wrapPageElement } from "./src/wrap-page";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" });
  // The manifest's theme colour is #008080; the page itself reads #ffffff (the spec gives both).
  setHeadComponents([<meta key="theme-color" name="theme-color" content="#ffffff" />]);
  // A tool page keeps the files a visitor picks or drops before its tool is live (src/bulk/intake/early-intake.ts).
  if (TOOL_PAGE.test(pathname))
    setHeadComponents([<script key="early-intake" dangerouslySetInnerHTML={{ __html: earlyIntakeScript() }} />]);
};

/**
 * The page's HTML with every part in place. Gatsby's own render waits for the lazy parts (a tool
 * page's tool) too, but React then writes any part over 12.8 KB (its progressive chunk size) after
 * the rest of the page, behind its loading note, with a script that swaps it in: the browser may
 * paint the note first, and the page below it moves. Written where it belongs, the part is simply
 * there, and hydrates in place.
 */
function renderWhole(page: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, next) {
        html += chunk.toString();
        next();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const { pipe } = renderToPipeableStream(page, {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: reject,
    });
  });
}

export const replaceRenderer: GatsbySSR["replaceRenderer"] = async ({ bodyComponent, replaceBodyHTMLString }) => {
  replaceBodyHTMLString(await renderWhole(bodyComponent));
};
