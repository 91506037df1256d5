/**
 * Every key the site keeps in the browser's Web Storage, in one place so features never collide.
 * The license issue stores the activated licenses under `licenses`; the API issue stores the
 * session under `session`.
 */
export const STORAGE_KEYS = {
  licenses: "pb.licenses",
  session: "pb.session",
  /** Followed by the tool id: that tool's saved settings. */
  settingsPrefix: "pb.settings.",
  /** Saved and downloaded counts per tool. */
  toolStats: "pb.tool-stats",
  /** The device-information record (spec §3), kept from the first visit so its fingerprint stays put. */
  device: "pb.device",
  /** Where and when this browser first came to the site (spec §3); written once. */
  firstVisit: "pb.first-visit",
  /** In sessionStorage: the visitor closed the recent-purchase toast, so it stays away for this session. */
  toastDismissed: "pb.toast-dismissed",
} as const;

/** Dispatched on window when this tab changes a license or the session, since `storage` events only reach other tabs. */
export const ACCOUNT_CHANGE_EVENT = "pb:account-change";

/** Reads Web Storage where it may be missing or throw (server render, privacy modes, quota). */
export function safeStorage(get: () => Storage | undefined): Storage | null {
  try {
    return get() ?? null;
  } catch {
    return null;
  }
}
