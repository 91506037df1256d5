/**
 * Every key the site keeps in the browser's Web Storage, in one place so features never collide.
 * The license issue stores the activated licenses under `licenses`; the API issue stores the
 * session under `session`.
 */
export const STORAGE_KEYS = {
  licenses: "pb.licenses",
  /** When the license entries were last revalidated with the provider (ms since the epoch). */
  licensesCheckedAt: "pb.licenses.checked-at",
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

/**
 * The single license the site kept before the list format, one plain value per key; migrated once
 * into the encrypted list when no list exists (spec §4), then removed.
 */
export const LEGACY_LICENSE_KEYS = {
  license_key: "license_key",
  instance_id: "instance_id",
  email: "email",
  plan: "plan",
  usage_stat: "usage_stat",
  redirect_path: "redirect_path",
} as const;

/** Dispatched on window when this tab changes a license or the session, since `storage` events only reach other tabs. */
export const ACCOUNT_CHANGE_EVENT = "pb:account-change";

/** Calls `onChange` when this tab or another changes the account state; returns the unsubscribe. */
export function subscribeToAccountChanges(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  window.addEventListener(ACCOUNT_CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(ACCOUNT_CHANGE_EVENT, onChange);
  };
}

/** Reads Web Storage where it may be missing or throw (server render, privacy modes, quota). */
export function safeStorage(get: () => Storage | undefined): Storage | null {
  try {
    return get() ?? null;
  } catch {
    return null;
  }
}
