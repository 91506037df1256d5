import type { FastifyInstance, FastifyRequest } from "fastify";
import { PICTURE_MAX_CHARS } from "../../src/codecs/picture-setting";
import type { User } from "../auth/users";
import { balanceOf } from "../credits/ledger";
import type { TaskStatus } from "../db/schema";
import { createTasks, type TaskEntry } from "../tasks/create-tasks";
import { listTasks, outputsOf, viewOf } from "../tasks/list-tasks";
import { createUploads, type FileEntry } from "../tasks/uploads";
import { ApiError } from "./api-error";
import { type ApiContext, originOf } from "./context";
import {
  action,
  bearerApiKey,
  companions,
  errorResponses,
  metadata,
  parameters,
  refusal,
  sha256,
  taskBasics,
  taskInput,
  taskStatus,
  taskView,
  uploadType,
} from "./schemas";

const UUID_PATTERN = "^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$";

/**
 * The largest legal file or task list: 100 entries at their longest (names of 1,000 characters, each
 * escaped to 6 bytes, are 600 KB) and one remove-background picture (a data URL of up to 3 MB).
 */
const LIST_BODY_LIMIT = 1024 * 1024 + PICTURE_MAX_CHARS;
const MAX_FILES = 100;
const MAX_PAGE = 1_000_000;
const listTooLarge = refusal(
  `The body is over ${LIST_BODY_LIMIT.toLocaleString("en")} bytes: room for ${MAX_FILES} entries and one background picture; files that each carry their own picture go in calls of their own.`,
);

/**
 * Checks the bearer when the request arrives (onRequest), before its body is read: a caller without a
 * valid one cannot make the server take in and parse a large body.
 */
function authenticatedFirst(check: (request: FastifyRequest) => Promise<User>) {
  const callers = new WeakMap<FastifyRequest, User>();
  return {
    onRequest: async (request: FastifyRequest) => {
      callers.set(request, await check(request));
    },
    callerOf: (request: FastifyRequest) => callers.get(request) as User,
  };
}

export async function taskRoutes(app: FastifyInstance, context: ApiContext): Promise<void> {
  const { db, auth, config, storage } = context;
  const uploader = authenticatedFirst((request) => auth.either(request));
  const keyHolder = authenticatedFirst((request) => auth.apiKey(request));

  app.get(
    "/tasks/credits",
    {
      schema: {
        summary: "Credits left",
        tags: ["Tasks"],
        security: bearerApiKey,
        response: {
          200: { type: "object", properties: { success: { type: "boolean" }, credits: { type: "integer" } } },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = await auth.apiKey(request);
      return { success: true, credits: await balanceOf(db, user.id) };
    },
  );

  app.post<{ Body: { file_list: FileEntry[] } }>(
    "/tasks/upload",
    {
      onRequest: uploader.onRequest,
      bodyLimit: LIST_BODY_LIMIT,
      schema: {
        summary: "Get upload links",
        description:
          "One pre-signed PUT url per file, bound to the declared content type and exact size, expiring after UPLOAD_URL_TTL_SECONDS; a task must be made for the file within an hour after that, or the file is deleted. A link takes one file (the local driver refuses a second PUT with 409; on S3 a second PUT is possible until the link expires, and the sweeper deletes what it leaves). An account holds at most one unused, unexpired link per credit left, and at most 200 (402 beyond). Takes a session token or an API key.",
        tags: ["Tasks"],
        security: [...bearerApiKey, { sessionToken: [] }],
        body: {
          type: "object",
          required: ["file_list"],
          additionalProperties: false,
          properties: {
            file_list: {
              type: "array",
              minItems: 1,
              maxItems: MAX_FILES,
              items: {
                type: "object",
                required: ["type", "action", "file_extension", "file_id", "size", "metadata"],
                additionalProperties: false,
                properties: {
                  type: uploadType,
                  action,
                  file_extension: { type: "string", maxLength: 20 },
                  file_id: {
                    type: "string",
                    pattern: UUID_PATTERN,
                    description:
                      "Your name for the file, a UUID you make (crypto.randomUUID()): the server keeps it as the file's id and answers with it, so links can be matched to files. A file_id names one file only: 409 when it is already in use.",
                  },
                  size: {
                    type: "integer",
                    minimum: 1,
                    description:
                      "Beside the specification's fields: the exact size in bytes, which the link is bound to; the upload must send exactly this many.",
                  },
                  parameters,
                  metadata,
                },
              },
            },
          },
        },
        response: {
          200: {
            type: "object",
            properties: {
              success: { type: "boolean" },
              message: { type: "string" },
              data: {
                type: "object",
                properties: {
                  successful: {
                    type: "array",
                    items: {
                      type: "object",
                      properties: {
                        url: { type: "string" },
                        key_url: { type: "string" },
                        action: { type: "string" },
                        file_id: { type: "string" },
                        parameters: { type: "object", additionalProperties: true },
                        metadata: { type: "object", additionalProperties: true },
                      },
                    },
                  },
                },
              },
            },
          },
          402: refusal("More unused upload links than the account's credits allow."),
          413: listTooLarge,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = uploader.callerOf(request);
      const links = await createUploads(
        { db, storage, maxUploadBytes: config.maxUploadBytes, ttlSeconds: config.uploadUrlTtlSeconds, origin: originOf(config, request) },
        user.id,
        request.body.file_list,
      );
      return { success: true, message: `${links.length} upload link${links.length === 1 ? "" : "s"} ready.`, data: { successful: links } };
    },
  );

  app.post<{ Body: { task_list: TaskEntry[] } }>(
    "/tasks",
    {
      onRequest: keyHolder.onRequest,
      bodyLimit: LIST_BODY_LIMIT,
      schema: {
        summary: "Create tasks for uploaded files",
        description: "One task per file; their credits are taken at once and a failed file's are refunded. An unknown action is refused.",
        tags: ["Tasks"],
        security: bearerApiKey,
        body: {
          type: "object",
          required: ["task_list"],
          properties: {
            task_list: {
              type: "array",
              minItems: 1,
              maxItems: MAX_FILES,
              items: {
                type: "object",
                description:
                  "A finished upload's entry: action, input, parameters, metadata. An entry names its file by input.file_id; the upload link's own file_id and key_url are taken too, so a link may be sent back as it came.",
                properties: {
                  action,
                  input: taskInput,
                  parameters,
                  metadata: { type: "object", additionalProperties: true, description: "Ignored: the task keeps the upload's metadata." },
                  file_id: { ...taskInput.properties.file_id, description: "As input.file_id, when there is no input." },
                  key_url: { ...taskInput.properties.key_url, description: "As input.key_url, when there is no input." },
                  companions,
                },
              },
            },
          },
        },
        response: {
          200: {
            type: "object",
            properties: {
              success: { type: "boolean" },
              message: { type: "string" },
              data: {
                type: "object",
                properties: {
                  tasks: {
                    type: "array",
                    items: {
                      type: "object",
                      properties: { ...taskBasics, cost: { type: "integer" } },
                    },
                  },
                },
              },
            },
          },
          413: listTooLarge,
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = keyHolder.callerOf(request);
      const tasks = await createTasks(db, context.dialect, storage, user.id, request.body.task_list);
      await context.queue.enqueue(tasks.map((task) => task.task_id));
      return { success: true, message: `${tasks.length} task${tasks.length === 1 ? "" : "s"} queued.`, data: { tasks } };
    },
  );

  app.get<{ Querystring: { page: number; limit: number; status?: TaskStatus; input_sha256?: string } }>(
    "/tasks",
    {
      schema: {
        summary: "Task history",
        description: `Newest first, pages up to ${MAX_PAGE.toLocaleString("en")} (a page past the end has no tasks). Finished tasks list every result file in \`outputs\`, each with a signed download URL. \`input_sha256\` lists only the tasks of the inputs uploaded with that hash in their metadata: how a client that was interrupted finds the tasks it already paid for.`,
        tags: ["Tasks"],
        security: bearerApiKey,
        querystring: {
          type: "object",
          properties: {
            // Bounded so the offset stays a whole number any database takes; a page past the end has no tasks.
            page: { type: "integer", minimum: 1, maximum: MAX_PAGE, default: 1 },
            limit: { type: "integer", minimum: 1, maximum: 100, default: 20 },
            status: taskStatus,
            input_sha256: sha256,
          },
          additionalProperties: false,
        },
        response: {
          200: {
            type: "object",
            properties: {
              success: { type: "boolean" },
              total: { type: "integer" },
              page: { type: "integer" },
              limit: { type: "integer" },
              data: { type: "array", items: taskView },
            },
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = await auth.apiKey(request);
      const { page, limit, status, input_sha256: inputSha256 } = request.query;
      const { total, rows } = await listTasks(db, user.id, { page, limit, status, inputSha256 });
      const origin = originOf(config, request);
      const files = await outputsOf(
        db,
        rows.map((row) => row.id),
      );
      const data = await Promise.all(
        rows.map((row) => viewOf(row, files.get(row.id) ?? [], storage, config.downloadUrlTtlSeconds, origin)),
      );
      return { success: true, total, page, limit, data };
    },
  );

  app.get<{ Params: { taskId: string } }>(
    "/tasks/:taskId",
    {
      schema: {
        summary: "One task",
        tags: ["Tasks"],
        security: bearerApiKey,
        params: { type: "object", properties: { taskId: { type: "string", maxLength: 100 } } },
        response: { 200: { type: "object", properties: { success: { type: "boolean" }, data: taskView } }, ...errorResponses },
      },
    },
    async (request) => {
      const user = await auth.apiKey(request);
      const task = await db
        .selectFrom("tasks")
        .selectAll()
        .where("id", "=", request.params.taskId)
        .where("user_id", "=", user.id)
        .executeTakeFirst();
      if (!task) throw new ApiError(404, "No such task.");
      const files = (await outputsOf(db, [task.id])).get(task.id) ?? [];
      return { success: true, data: await viewOf(task, files, storage, config.downloadUrlTtlSeconds, originOf(config, request)) };
    },
  );
}
