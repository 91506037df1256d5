/**
 * The product API as the dashboard calls it (spec §7). The base URL comes from GATSBY_API_URL at build
 * time; without it the API is on the site's own origin, where `npm start` serves it.
 */

import type { ContactRequest } from "./contact-form";

export const API_BASE = `${(process.env.GATSBY_API_URL ?? "").replace(/\/+$/, "")}/api/v1`;

/** An answer with an error status: its message is the API's own (spec §8 texts for authentication). */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** What is wrong with each field of the request, when the API says (the contact form's 400). */
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

function fieldsOf(body: { fields?: unknown } | null): Record<string, string> {
  const fields = body?.fields;
  if (typeof fields !== "object" || fields === null) return {};
  return Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
}

export interface CallOptions {
  bearer?: string | null;
  body?: unknown;
}

export type Fetch = typeof fetch;

export async function apiCall<T>(fetchFn: Fetch, method: string, route: string, options: CallOptions = {}, base = API_BASE): Promise<T> {
  const headers: Record<string, string> = { Accept: "application/json" };
  if (options.bearer) headers.Authorization = `Bearer ${options.bearer}`;
  if (options.body !== undefined) headers["Content-Type"] = "application/json";
  const response = await fetchFn(`${base}${route}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const body = (await response.json().catch(() => null)) as { message?: unknown; fields?: unknown } | null;
  if (!response.ok) {
    const message = typeof body?.message === "string" ? body.message : `HTTP error! status: ${response.status}`;
    throw new ApiCallError(response.status, message, fieldsOf(body));
  }
  return body as T;
}

export interface TaskOutput {
  url: string;
  file_name: string;
  type: string;
  size: number;
  width: number | null;
  height: number | null;
}

export interface TaskEntry {
  task_id: string;
  file_id: string;
  action: string;
  status: "queued" | "processing" | "completed" | "failed";
  parameters: Record<string, unknown>;
  metadata: { input_file_name?: string };
  cost: number;
  message: string | null;
  created_at: string;
  finished_at: string | null;
  output: TaskOutput | null;
  /** Every result file, in order (several for a PDF's pages or its extracted images). */
  outputs: TaskOutput[];
  data: Record<string, unknown> | null;
}

export interface TaskPage {
  total: number;
  page: number;
  limit: number;
  data: TaskEntry[];
}

export interface ProductApiOptions {
  /** Receives a session token an answer carries besides login's: tasks/credits may renew it (spec §7). */
  onSessionToken?: (token: string) => void;
}

export function productApi(fetchFn: Fetch = (...args) => fetch(...args), base = API_BASE, { onSessionToken }: ProductApiOptions = {}) {
  const call = <T>(method: string, route: string, options?: CallOptions) => apiCall<T>(fetchFn, method, route, options, base);
  return {
    requestCode: (email: string) => call<{ message: string }>("POST", "/users/get-access", { body: { email } }),
    verifyCode: (email: string, code: string) =>
      call<{ token: string; message: string }>("POST", "/users/get-access/verify", { body: { email, auth_id: code } }),
    logOut: (token: string) => call<{ message: string }>("POST", "/users/logout", { bearer: token }),
    apiKey: (token: string) => call<{ data: { api: string } }>("GET", "/users/api", { bearer: token }).then((answer) => answer.data.api),
    createApiKey: (token: string) =>
      call<{ data: { api: string } }>("POST", "/users/api", { bearer: token }).then((answer) => answer.data.api),
    credits: (key: string) =>
      call<{ credits: number; token?: unknown }>("GET", "/tasks/credits", { bearer: key }).then((answer) => {
        if (typeof answer.token === "string" && answer.token !== "") onSessionToken?.(answer.token);
        return answer;
      }),
    emailUpdates: (token: string) =>
      call<{ data: { enable_email_update: boolean } }>("GET", "/users/email-update", { bearer: token }).then(
        (answer) => answer.data.enable_email_update,
      ),
    setEmailUpdates: (token: string, enabled: boolean) =>
      call<{ data: { enable_email_update: boolean } }>("POST", "/users/email-update", {
        bearer: token,
        body: { enable_email_update: enabled },
      }),
    validate: (token: string) => call<{ message: string }>("GET", "/users/validate", { bearer: token }),
    uploadLinks: (token: string, fileList: unknown[]) =>
      call<{ data: { successful: UploadLink[] } }>("POST", "/tasks/upload", { bearer: token, body: { file_list: fileList } }).then(
        (answer) => answer.data.successful,
      ),
    createTasks: (key: string, taskList: UploadLink[]) =>
      call<{ message: string }>("POST", "/tasks", { bearer: key, body: { task_list: taskList } }),
    sendContact: (contact: ContactRequest) =>
      call<{ message: string }>("POST", "/contact", { body: contact }).then((answer) => answer.message),
    tasks: (key: string, page: number, limit: number, status?: string) =>
      call<TaskPage>("GET", `/tasks?${new URLSearchParams({ page: String(page), limit: String(limit), ...(status ? { status } : {}) })}`, {
        bearer: key,
      }),
  };
}

export type ProductApi = ReturnType<typeof productApi>;

/** One link of POST /tasks/upload: server/tasks/uploads.ts builds it with this very type, so the two cannot drift apart. */
export interface UploadLink {
  url: string;
  key_url: string;
  action: string;
  file_id: string;
  parameters: Record<string, unknown>;
  metadata: { input_file_name: string; input_file_extension?: string };
}
