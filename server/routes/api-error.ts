/** An answer the API gives on purpose: its status and the message shown to the caller (spec §8 texts where they apply). */
export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Spec §8, word for word: the dashboard shows the pricing prompt for the first three, the create-a-key confirm for the last. */
export const AUTH_MESSAGES = {
  expired: "Session expired",
  invalid: "Invalid token",
  missing: "No valid authentication token found",
  noApiKey: "API key not found.",
} as const;
