import type { FastifyInstance } from "fastify";
import { type ContactMessage, contactMail } from "../mail/messages";
import type { ApiContext } from "./context";
import { email, errorResponses, message } from "./schemas";

export async function contactRoutes(app: FastifyInstance, { mailer, config }: ApiContext): Promise<void> {
  app.post<{ Body: ContactMessage }>(
    "/contact",
    {
      config: { rateLimit: { max: 5, timeWindow: "1 hour" } },
      schema: {
        summary: "Contact form",
        description: `Sends the message to ${config.supportEmail}, with the sender as Reply-To.`,
        tags: ["Site"],
        body: {
          type: "object",
          required: ["name", "email", "topic", "message"],
          additionalProperties: false,
          properties: {
            name: { type: "string", minLength: 1, maxLength: 200 },
            email,
            topic: { type: "string", minLength: 1, maxLength: 100 },
            message: { type: "string", minLength: 10, maxLength: 10_000 },
          },
        },
        response: { 200: message, ...errorResponses },
      },
    },
    async (request) => {
      await mailer.send(contactMail(config.supportEmail, request.body));
      return { success: true, message: "Thank you: your message was sent. We answer by e-mail, usually within two working days." };
    },
  );
}
