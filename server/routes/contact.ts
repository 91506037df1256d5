import type { FastifyInstance } from "fastify";
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  type ContactRequest,
  contactFieldErrors,
  EMAIL_SHAPE,
  HONEYPOT_FIELD,
  trimmedContact,
} from "../../src/lib/contact-form";
import { contactMail } from "../mail/messages";
import { ApiError } from "./api-error";
import type { ApiContext } from "./context";
import { errorResponses, message } from "./schemas";

const SENT = "Thank you: your message was sent. We answer by e-mail, usually within two working days.";

/** `fields` is left out when the body could not be read at all (empty, not JSON). */
const fieldErrors = {
  type: "object",
  required: ["success", "message"],
  properties: {
    ...message.properties,
    fields: {
      type: "object",
      description: "What is wrong with each field, in the words the contact page shows beside it.",
      properties: Object.fromEntries(CONTACT_FIELDS.map((field) => [field, { type: "string" }])),
    },
  },
} as const;

export async function contactRoutes(app: FastifyInstance, { mailer, config }: ApiContext): Promise<void> {
  app.post<{ Body: ContactRequest }>(
    "/contact",
    {
      config: {
        rateLimit: {
          max: config.contactMessagesPerHour,
          timeWindow: "1 hour",
          errorResponseBuilder: (_request, context) =>
            new ApiError(
              429,
              `You have sent ${config.contactMessagesPerHour} messages within the hour, the most we take from one connection: please try again in ${context.after}, or write to ${config.supportEmail}.`,
            ),
        },
      },
      // The handler answers a bad body itself, with the error of each field.
      attachValidation: true,
      schema: {
        summary: "Contact form",
        description: `Sends the message to ${config.supportEmail}, with the sender as Reply-To. A filled-in \`${HONEYPOT_FIELD}\` field (hidden on the page, so only bots fill it) is answered like a sent message and dropped. ${config.contactMessagesPerHour} messages per hour per address.`,
        tags: ["Site"],
        body: {
          type: "object",
          required: [...CONTACT_FIELDS],
          additionalProperties: false,
          properties: {
            name: { type: "string", minLength: 1, maxLength: CONTACT_LIMITS.name },
            email: { type: "string", maxLength: CONTACT_LIMITS.email, pattern: EMAIL_SHAPE.source },
            topic: { type: "string", minLength: 1, maxLength: CONTACT_LIMITS.topic },
            message: { type: "string", minLength: CONTACT_LIMITS.messageMin, maxLength: CONTACT_LIMITS.messageMax },
            [HONEYPOT_FIELD]: { type: "string", description: "Leave out or empty." },
          },
        },
        response: { 200: message, 400: fieldErrors, ...errorResponses },
      },
    },
    async (request, reply) => {
      const body = request.body as Partial<ContactRequest> | null;
      const fields = contactFieldErrors(body ?? {});
      if (request.validationError || Object.keys(fields).length > 0) {
        const summary = Object.values(fields).join(" ") || `Invalid request: ${request.validationError?.message}.`;
        return reply.code(400).send({ success: false, message: summary, fields });
      }
      const { [HONEYPOT_FIELD]: honeypot, ...contact } = body as ContactRequest;
      // Answered as if sent, so a bot learns nothing it could adapt to.
      if (honeypot?.trim()) request.log.info("contact: the hidden field was filled in, message dropped");
      else await mailer.send(contactMail(config.supportEmail, trimmedContact(contact)));
      return { success: true, message: SENT };
    },
  );
}
