/**
 * Navigation behaviour (spec §2, §4, §9) wired to Gatsby's browser APIs; every decision is a tested
 * function in src/lib. https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
 *
 * Gatsby itself already: retries page-data 3 times then loads the target as a full page, shows
 * /404.html and /500.html page data for those statuses, compares the build's compilation hash on
 * each navigation, and saves scroll positions per history entry in sessionStorage.
 */
import type { GatsbyBrowser } from "gatsby";
import { APP_DATA_URL, checkForNewBuild, type GatsbyBuildGlobals, isBuildStale, markBuildStale } from "./src/lib/build-freshness";
import { prefetchAllowed } from "./src/lib/connection";
import { storedDeviceInfo } from "./src/lib/device-info";
import { followIdentityToken } from "./src/identity/token-login";
import { recordFirstVisit } from "./src/lib/first-visit";
import { identityHashKind } from "./src/lib/identity-hash";
import { whenIdle, whenIdleOrInteraction } from "./src/lib/idle";
import { hydrateInSlices } from "./src/lib/hydration";
import { routeAcrossIsolationAsFullLoads, type Navigate } from "./src/lib/isolation-navigate";
import { observeInternalLinks } from "./src/lib/link-observer";
import { linkPrefetch, prefetchPage } from "./src/lib/page-prefetch";
import { createPrefetchScheduler, type PrefetchScheduler } from "./src/lib/prefetch-scheduler";
import { type EnsureChunk, retryingEnsureChunk } from "./src/lib/retry";
import { hideRouteProgress, showRouteProgress } from "./src/lib/route-progress";
import { isAdminPage } from "./src/lib/routes";
import { applyScrollPlan, scrollPlan, takeOverScrollRestoration } from "./src/lib/scroll";
import { safeStorage } from "./src/lib/storage-keys";
import { pushToDataLayer, toDataLayerEvent, type VitalMetric } from "./src/lib/web-vitals-report";

export { wrapPageElement } from "./src/wrap-page";

declare const __webpack_require__: { e: EnsureChunk };

type SiteWindow = Window &
  GatsbyBuildGlobals & {
    ___navigate?: Navigate;
    ___chunkMapping?: Record<string, string[]>;
    dataLayer?: unknown[];
  };

const win = window as SiteWindow;
let scheduler: PrefetchScheduler | null = null;
let stopObserving: () => void = () => undefined;

/** A returning visitor (tab shown again) is the usual way a page outlives a deploy; ask at most once a minute. */
const FRESHNESS_CHECK_INTERVAL_MS = 60_000;
let lastFreshnessCheck = 0;

function fetchPageResources(path: string): Promise<boolean> {
  return prefetchPage(path, {
    fetchJson: (url) =>
      fetch(url)
        .then((response) => (response.ok ? response.json() : null))
        .catch(() => null),
    chunkUrls: (chunkName) => win.___chunkMapping?.[chunkName] ?? [],
    prefetchUrl: (url) => linkPrefetch(document, url),
  });
}

async function confirmCurrentBuild(): Promise<boolean> {
  lastFreshnessCheck = Date.now();
  if (await checkForNewBuild(fetch, win.___webpackCompilationHash)) {
    markBuildStale(win);
    scheduler?.stop();
    return false;
  }
  return true;
}

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  takeOverScrollRestoration(window.history);
  routeAcrossIsolationAsFullLoads(win, window.location);
  // Spec §3: the device record and the first-visit record, each written once per browser. Reading the
  // device (the time zone's Intl data above all) was most of this script's start-up time on a first
  // visit, so it waits for idle; where and when the visit began is taken now.
  const storage = safeStorage(() => window.localStorage);
  const landing = { referrer: document.referrer, pathname: window.location.pathname, now: new Date() };
  whenIdle(window, () => recordFirstVisit(storage, { ...landing, device: storedDeviceInfo(storage) }));
  // Chunk loads (page components, lazy code) get the same three retries Gatsby gives page-data.
  __webpack_require__.e = retryingEnsureChunk(__webpack_require__.e);

  // Spec §2: a link from an identity e-mail (or an external login's return) loads the identity
  // widget, on this page only; the Content Manager loads it itself.
  if (identityHashKind(window.location.hash) !== null && !isAdminPage(window.location.pathname)) void followIdentityToken();

  scheduler = createPrefetchScheduler({
    isAllowed: () =>
      prefetchAllowed(navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }) && !isBuildStale(win),
    beforeBatch: confirmCurrentBuild,
    prefetch: fetchPageResources,
  });

  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible" && Date.now() - lastFreshnessCheck > FRESHNESS_CHECK_INTERVAL_MS && !isBuildStale(win)) {
      void confirmCurrentBuild();
    }
  });

  // The metrics' observers read the browser's buffered entries, so they can start once the page is
  // idle (or at the first interaction) instead of adding to the start-up work they measure.
  whenIdleOrInteraction(
    window,
    () =>
      void import("web-vitals").then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
        const report = (metric: VitalMetric) => pushToDataLayer(win, toDataLayerEvent(metric));
        onCLS(report);
        onFCP(report);
        onINP(report);
        onLCP(report);
        onTTFB(report);
      }),
  );
};

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  // The page's code is live from here; the browser tests wait for it (Gatsby's own performance mark
  // is lost under a faked clock, which replaces window.performance).
  document.documentElement.dataset.hydrated = "true";
};

/** Hydration in slices of a few milliseconds instead of one long task (src/lib/hydration.ts says why). */
export const replaceHydrateFunction: GatsbyBrowser["replaceHydrateFunction"] = () => hydrateInSlices;

/** Our scheduler above does the prefetching, in batches of 4, 3 s apart. */
export const disableCorePrefetching: GatsbyBrowser["disableCorePrefetching"] = () => true;

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = ({ location }) => {
  hideRouteProgress(document);
  stopObserving();
  if (scheduler && typeof IntersectionObserver !== "undefined") {
    const active = scheduler;
    stopObserving = observeInternalLinks(document, location.pathname, (path) => active.enqueue(path));
  }
};

export const onRouteUpdateDelayed: GatsbyBrowser["onRouteUpdateDelayed"] = ({ location }) => {
  showRouteProgress(document, location.pathname);
};

/** Scrolls ourselves (hash target, else the position saved for this history entry, else the top) and tells Gatsby not to. */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ routerProps, getSavedScrollPosition }) => {
  const location = routerProps.location;
  const saved = getSavedScrollPosition(location) as [number, number | null | undefined] | null;
  applyScrollPlan(scrollPlan(location, saved?.[1]), document, window);
  return false;
};

/**
 * The first page's resources (its page-data, static queries, chunks) were fetched before the new
 * service worker controlled the page: fetch them once more through it, so it caches them and the
 * page also opens offline.
 */
export const onServiceWorkerActive: GatsbyBrowser["onServiceWorkerActive"] = () => {
  const sw = navigator.serviceWorker;
  const controlled = sw.controller
    ? Promise.resolve()
    : new Promise<void>((resolve) => sw.addEventListener("controllerchange", () => resolve(), { once: true }));
  void controlled.then(() => Promise.all([fetchPageResources(window.location.pathname), fetch(APP_DATA_URL).catch(() => null)]));
};

/** A new service worker means a new deploy: Gatsby loads the next page in full; no more prefetching of the old build. */
export const onServiceWorkerUpdateReady: GatsbyBrowser["onServiceWorkerUpdateReady"] = () => {
  markBuildStale(win);
  scheduler?.stop();
};
