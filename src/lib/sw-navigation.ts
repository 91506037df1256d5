/**
 * gatsby-plugin-offline's service worker answers navigations with its cached app shell, whose
 * response carries the shell page's headers, not the page's. This script, appended to sw.js, wraps
 * that navigation handler: responses for isolated pages get the same isolation headers the server
 * sends (a tool page opened through the shell would otherwise lose cross-origin isolation), and
 * network-only pages (the Content Manager, useless offline and never to run an old build) skip the
 * shell and go to the server.
 */
import { ISOLATION_HEADERS } from "./isolation";

export interface NavigationRules {
  isolatedPage: RegExp;
  networkOnlyPage: RegExp;
}

/** `navigationRoute` is a top-level const of the plugin's sw-append.js, which precedes this in sw.js. */
export function swNavigationScript({ isolatedPage, networkOnlyPage }: NavigationRules): string {
  // The leading semicolon: the plugin's script ends without one, and "(" would call its last expression.
  return `/* Generated from src/lib/sw-navigation.ts: isolation headers on the offline shell, and pages it must not answer. */
;(function () {
  var isolatedPage = new RegExp(${JSON.stringify(isolatedPage.source)});
  var networkOnlyPage = new RegExp(${JSON.stringify(networkOnlyPage.source)});
  var isolationHeaders = ${JSON.stringify(ISOLATION_HEADERS)};
  var shell = navigationRoute.handler;
  navigationRoute.handler = {
    handle: function (options) {
      var path = new URL(options.event.request.url).pathname;
      if (networkOnlyPage.test(path)) return fetch(options.event.request);
      return Promise.resolve(shell.handle(options)).then(function (response) {
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
