/** The first-visit record of spec §3: where and when this browser first came to the site, written once. */
import type { DeviceRecord } from "./device-info";
import { STORAGE_KEYS } from "./storage-keys";

export const REFERRER_MAX_LENGTH = 100;
export const PATHNAME_MAX_LENGTH = 300;

export interface FirstVisit {
  /** The referring page, cut to 100 characters; empty for a direct visit. */
  referrer: string;
  /** ISO 8601. */
  time: string;
  /** The landing page's path, cut to 300 characters. */
  pathname: string;
  /** The device's OS-and-browser label. */
  os_browser: string;
  resolution: string;
  timezone: string;
  cpu: number | null;
}

export interface VisitContext {
  referrer: string;
  pathname: string;
  now: Date;
  device: DeviceRecord;
}

export function firstVisitRecord({ referrer, pathname, now, device }: VisitContext): FirstVisit {
  const known = "label" in device ? device : null;
  return {
    referrer: referrer.slice(0, REFERRER_MAX_LENGTH),
    time: now.toISOString(),
    pathname: pathname.slice(0, PATHNAME_MAX_LENGTH),
    os_browser: known?.label ?? "",
    resolution: known?.resolution ?? "",
    timezone: known?.timezone ?? "",
    cpu: known?.cpu ?? null,
  };
}

/** Stores the record unless one is already there; true when this call stored it. */
export function recordFirstVisit(storage: Pick<Storage, "getItem" | "setItem"> | null, context: VisitContext): boolean {
  if (!storage || storage.getItem(STORAGE_KEYS.firstVisit) !== null) return false;
  try {
    storage.setItem(STORAGE_KEYS.firstVisit, JSON.stringify(firstVisitRecord(context)));
    return true;
  } catch (error) {
    console.warn("First visit: could not store it", error);
    return false;
  }
}
