import type { FastifyInstance } from "fastify";
import { ApiError } from "./api-error";
import type { ApiContext } from "./context";
import { errorResponses } from "./schemas";

/** Entries the feed gives: the toast shows one every 16 s, so more would never be seen. */
const FEED_LENGTH = 20;

export async function salesRoutes(app: FastifyInstance, { db, config }: ApiContext): Promise<void> {
  app.get<{ Params: { product: string } }>(
    "/:product/users/sub",
    {
      schema: {
        summary: "Recent sales feed",
        description: "The countries of the latest purchases, newest first, for the purchase toast.",
        tags: ["Site"],
        params: { type: "object", properties: { product: { type: "string", maxLength: 60 } } },
        response: {
          200: {
            type: "object",
            properties: {
              success: { type: "boolean" },
              data: {
                type: "array",
                items: { type: "object", properties: { country: { type: "string" }, created_at: { type: "string" } } },
              },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      if (request.params.product !== config.salesFeedProduct) throw new ApiError(404, `No sales feed for ${request.params.product}.`);
      const data = await db
        .selectFrom("sales")
        .select(["country", "created_at"])
        .where("product", "=", config.salesFeedProduct)
        .orderBy("created_at", "desc")
        .limit(FEED_LENGTH)
        .execute();
      reply.header("Cache-Control", "public, max-age=60");
      return { success: true, data };
    },
  );
}
