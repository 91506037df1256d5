/**
 * Detects a new deploy while a page is open. Gatsby writes the build's compilation hash into every
 * page (`window.___webpackCompilationHash`) and into /page-data/app-data.json; when they differ the
 * open page is from an older build, and setting `window.___swUpdated` makes Gatsby's navigate() load
 * the next page in full instead of mixing old code with new data (cache-dir/navigation.js).
 */
export const APP_DATA_URL = "/page-data/app-data.json";

export interface GatsbyBuildGlobals {
  ___webpackCompilationHash?: string;
  ___swUpdated?: boolean;
}

export function compilationHashOf(appData: unknown): string | null {
  const hash = (appData as { webpackCompilationHash?: unknown } | null)?.webpackCompilationHash;
  return typeof hash === "string" && hash !== "" ? hash : null;
}

/** True only when both hashes are known and differ: an unreadable app-data is not a new build. */
export function isNewBuild(appData: unknown, currentHash: string | undefined): boolean {
  const latest = compilationHashOf(appData);
  return latest !== null && typeof currentHash === "string" && currentHash !== "" && latest !== currentHash;
}

/** Asks the server (not a cache) for the current build; a network failure counts as "no news". */
export async function checkForNewBuild(fetchImpl: typeof fetch, currentHash: string | undefined): Promise<boolean> {
  try {
    const response = await fetchImpl(APP_DATA_URL, { cache: "no-store" });
    if (!response.ok) return false;
    return isNewBuild(await response.json(), currentHash);
  } catch {
    return false;
  }
}

export function markBuildStale(globals: GatsbyBuildGlobals): void {
  globals.___swUpdated = true;
}

export function isBuildStale(globals: GatsbyBuildGlobals): boolean {
  return globals.___swUpdated === true;
}
