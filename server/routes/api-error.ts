import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";

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

function errorMessage(error: FastifyError & { statusCode?: number }): { status: number; message: string } {
  if (error instanceof ApiError) return { status: error.statusCode, message: error.message };
  if (error.validation) return { status: 400, message: `Invalid request: ${error.message}.` };
  const status = error.statusCode ?? 500;
  if (status === 429) return { status, message: "Too many requests: slow down and try again in a minute." };
  if (status === 413) return { status, message: "The request body is too large." };
  if (status === 415) return { status, message: "Send the request body as application/json." };
  if (status < 500) return { status, message: error.message };
  return { status, message: "Something went wrong on our side; please try again." };
}

/** Every error under /api/ answers the documented shape `{ success: false, message }`, never cached. */
export function sendApiError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, message } = errorMessage(error);
  // An ApiError is an answer given on purpose (its cause, if any, logged where it was met).
  if (status >= 500 && !(error instanceof ApiError)) request.log.error(error);
  return reply.code(status).header("Cache-Control", "no-store").send({ success: false, message });
}
