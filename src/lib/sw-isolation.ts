/**
 * gatsby-plugin-offline's service worker answers navigations with its cached app shell, whose
 * response carries the shell page's headers, not the tool page's: a tool page opened through it
 * would lose cross-origin isolation. This script, appended to sw.js, wraps that navigation handler
 * so responses for isolated pages get the same headers the server sends.
 */
import { ISOLATION_HEADERS } from "./isolation";

/** `navigationRoute` is a top-level const of the plugin's sw-append.js, which precedes this in sw.js. */
export function swIsolationScript(isolatedPage: RegExp): string {
  // The leading semicolon: the plugin's script ends without one, and "(" would call its last expression.
  return `/* Generated from src/lib/sw-isolation.ts: tool pages keep cross-origin isolation when the offline shell answers. */
;(function () {
  var isolatedPage = new RegExp(${JSON.stringify(isolatedPage.source)});
  var isolationHeaders = ${JSON.stringify(ISOLATION_HEADERS)};
  var shell = navigationRoute.handler;
  navigationRoute.handler = {
    handle: function (options) {
      return Promise.resolve(shell.handle(options)).then(function (response) {
        var path = new URL(options.event.request.url).pathname;
        if (!response || response.type === "opaqueredirect" || !isolatedPage.test(path)) return response;
        var headers = new Headers(response.headers);
        Object.keys(isolationHeaders).forEach(function (name) { headers.set(name, isolationHeaders[name]); });
        return new Response(response.body, { status: response.status, statusText: response.statusText, headers: headers });
      });
    },
  };
})();
`;
}
