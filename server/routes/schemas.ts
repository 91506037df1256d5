/** JSON schemas shared by the routes: Fastify validates requests with them and @fastify/swagger documents them. */
import { ACTION_TOOLS, ACTIONS } from "../tasks/actions";
import { typesFor } from "../tasks/upload-types";

export const email = { type: "string", format: "email", maxLength: 254 } as const;

export const message = {
  type: "object",
  required: ["success", "message"],
  properties: { success: { type: "boolean" }, message: { type: "string" } },
} as const;

export const bearerSession = [{ sessionToken: [] }];
export const bearerApiKey = [{ apiKey: [] }];

/** One status's refusal, documented apart from the other 4xx answers. */
export function refusal(description: string) {
  return { description, ...message } as const;
}

export const errorResponses = {
  "4xx": { description: "Refused: `message` says why (spec §8 texts for authentication).", ...message },
} as const;

/** A file's SHA-256 in lower-case hex: the client's own name for its input, to find the input's task again. */
export const sha256 = {
  type: "string",
  pattern: "^[0-9a-f]{64}$",
  description: "The input file's SHA-256 (lower-case hex), declared by the client; GET /tasks?input_sha256= finds its tasks again.",
} as const;

export const metadata = {
  type: "object",
  required: ["input_file_name"],
  properties: {
    input_file_name: { type: "string", minLength: 1, maxLength: 1000 },
    input_file_extension: { type: "string", maxLength: 20 },
    input_sha256: sha256,
  },
} as const;

export const parameters = {
  type: "object",
  description:
    "The settings of the action's browser tool, documented per action under `components.schemas` (see `x-actions`); omitted ones take their defaults.",
  additionalProperties: true,
} as const;

/** The second files each action takes, read from the tools' metas like the action list. */
const companionKeys = Object.entries(ACTION_TOOLS)
  .filter(([, tool]) => tool.companions)
  .map(([name, tool]) => `${name}: ${Object.keys(tool.companions ?? {}).join(", ")}`);

export const companions = {
  type: "object",
  description:
    "Second files of this task, by key: each the file_id of another upload of yours (request its link with the task's file, " +
    "with the same action), which gets no task of its own and costs nothing. The file must be an image that has arrived; " +
    `an unknown key or a missing or wrong file refuses the request (400, naming the file). Keys by action: ${companionKeys.join("; ") || "none"}.`,
  additionalProperties: { type: "string", maxLength: 100 },
  maxProperties: 4,
} as const;

/** Every action is also listed in `examples`, where clients (the dashboard's action menu) read them from the document. */
export const action = { type: "string", description: `One of ${ACTIONS.join(", ")}.`, maxLength: 40, examples: [...ACTIONS] } as const;

/** The content types each action takes, read from its tool's formats: actions that take the same types share a line. */
function typesByAction(): string {
  const actionsByTypes = new Map<string, string[]>();
  for (const name of ACTIONS) {
    const types = typesFor(name).join(", ");
    actionsByTypes.set(types, [...(actionsByTypes.get(types) ?? []), name]);
  }
  return [...actionsByTypes].map(([types, actions]) => `${actions.join(", ")}: ${types}`).join("; ");
}

export const uploadType = {
  type: "string",
  description: `The file's content type, one its action takes (${typesByAction()}).`,
  maxLength: 100,
} as const;

export const taskStatus = { type: "string", enum: ["queued", "processing", "completed", "failed"] } as const;

/** The uploaded file a finished upload's task entry is for (spec §3 `input`). */
export const taskInput = {
  type: "object",
  required: ["file_id"],
  additionalProperties: false,
  properties: {
    file_id: { type: "string", maxLength: 100, description: "The file_id of its upload link." },
    key_url: { type: "string", maxLength: 300, description: "Optional: the upload link's key_url, checked against the file's." },
  },
} as const;

/** One definition, so the new tasks POST /tasks answers and the task history describe a task alike. */
export const taskBasics = {
  task_id: { type: "string" },
  file_id: { type: "string" },
  action: { type: "string" },
  status: taskStatus,
} as const;

const outputFile = {
  type: "object",
  properties: {
    url: { type: "string", description: "Signed download URL; it expires." },
    file_name: { type: "string", description: "The input's name with the file's suffix (e.g. `-page-3`) and extension." },
    type: { type: "string" },
    size: { type: "integer" },
    width: { type: ["integer", "null"] },
    height: { type: ["integer", "null"] },
  },
} as const;

export const taskView = {
  type: "object",
  properties: {
    ...taskBasics,
    input: {
      type: "object",
      description: "The uploaded file the task read: its storage key and content type.",
      properties: { key_url: { type: "string" }, type: { type: "string" } },
    },
    parameters: { type: "object", additionalProperties: true },
    metadata: { type: "object", additionalProperties: true },
    cost: { type: "integer" },
    message: { type: ["string", "null"], description: "Why a task failed, or a note on a finished one." },
    created_at: { type: "string" },
    started_at: { type: ["string", "null"] },
    finished_at: { type: ["string", "null"] },
    output: {
      ...outputFile,
      type: ["object", "null"],
      description: "The first result file (the only one of most actions); null until the task is completed and after its results expire.",
    },
    outputs: {
      type: "array",
      items: outputFile,
      description:
        "Every result file of a completed task, in order: one for most actions, several for those that write several (a PDF's pages, its extracted images). Empty before completion and after the results expire.",
    },
    data: {
      type: ["object", "null"],
      additionalProperties: true,
      description: "Small JSON an action gives beside its files (e.g. the placeholder's LQIP strings); null for most actions.",
    },
  },
} as const;
