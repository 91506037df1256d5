import { fullLoadTarget } from "./isolation";

export type Navigate = (to: string | number, options?: { replace?: boolean }) => void;

interface NavigateHost {
  ___navigate?: Navigate;
}

interface DocumentLoader {
  readonly href: string;
  assign(url: string): void;
  replace(url: string): void;
}

/**
 * Makes every router move that crosses the isolation line (src/lib/isolation.ts) a full load. It
 * must be in place before any link is live: hydration runs in slices, so a link can take a click
 * before the first render is over, and Gatsby sets `___navigate` before onClientEntry in a build
 * but after it in `gatsby develop`. So the property itself is taken over, and whatever Gatsby
 * assigns, now or later, is wrapped.
 */
export function routeAcrossIsolationAsFullLoads(host: NavigateHost, location: DocumentLoader): void {
  const wrap =
    (routerNavigate: Navigate): Navigate =>
    (to, options) => {
      const href = typeof to === "string" ? fullLoadTarget(location.href, to) : null;
      if (href === null) routerNavigate(to, options);
      else if (options?.replace) location.replace(href);
      else location.assign(href);
    };
  let navigate = host.___navigate ? wrap(host.___navigate) : undefined;
  Object.defineProperty(host, "___navigate", {
    configurable: true,
    get: () => navigate,
    set: (next: Navigate | undefined) => {
      navigate = next ? wrap(next) : undefined;
    },
  });
}
