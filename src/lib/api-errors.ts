/** What the dashboard does with an API error (spec §5, §8). */

export const SESSION_EXPIRED = "Session expired";
export const SESSION_ERRORS = [SESSION_EXPIRED, "Invalid token", "No valid authentication token found"] as const;
export const API_KEY_MISSING = "API key not found.";
export const API_KEY_CONFIRM = "An API key is required to continue. Would you like to create a new API key on the login page?";
/** Where the confirm's yes leads: the login page's one-button key creation. */
export const CREATE_KEY_PATH = "/login/#create-key";
/** Spec §8's offer after a failed users/validate, in parts: the dashboard makes "pricing page" a link to the credit packs. */
export const CREDITS_OFFER = { before: " Would you like to purchase credits on the ", link: "pricing page", after: "?" } as const;
export const CREDITS_SUFFIX = CREDITS_OFFER.before + CREDITS_OFFER.link + CREDITS_OFFER.after;
export const EMPTY_FINAL_TASK = "empty finalTask";

export type ErrorKind = "session" | "api-key" | "other";

export function errorKind(message: string): ErrorKind {
  if ((SESSION_ERRORS as readonly string[]).includes(message)) return "session";
  if (message === API_KEY_MISSING) return "api-key";
  return "other";
}

/** The pricing prompt after a session error: the message, and where plans and credits are. */
export function pricingPrompt(message: string): string {
  return `${message}. Would you like to see plans and credits on the pricing page?`;
}

/** A failed users/validate: its message with the offer to buy credits. */
export function validatePrompt(message: string): string {
  return message + CREDITS_SUFFIX;
}
