/** @jest-environment node */
import { ApiCallError, productApi } from "./api-client";
import { errorKind, pricingPrompt, validatePrompt } from "./api-errors";
import { fileListOf, runBulkUpload } from "./bulk-upload";

type Handler = (url: string, init: RequestInit) => Response;

/** Records each call as a URL and its init, whether made with both (the uploads) or with a Request (the typed client). */
function fakeFetch(handler: Handler) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn = (async (input: string | Request, given: RequestInit = {}) => {
    const init =
      typeof input === "string"
        ? given
        : { method: input.method, headers: input.headers, body: input.body ? await input.text() : undefined };
    const url = typeof input === "string" ? input : input.url;
    calls.push({ url, init });
    return handler(url, init);
  }) as unknown as typeof fetch;
  return { fetchFn, calls };
}

const header = (call: { init: RequestInit } | undefined, name: string) => new Headers(call?.init.headers).get(name);
const API = "http://api.test/api/v1";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const link = (id: string, name: string) => ({
  url: `https://store.example/${name}`,
  key_url: `inputs/${name}`,
  action: "compress",
  file_id: id,
  parameters: {},
  metadata: { input_file_name: name },
});
/** The upload links answer: one link per entry, under the file_id the client gave it, in `order`. */
const links = (init: RequestInit, order: (entries: { file_id: string }[]) => { file_id: string }[] = (entries) => entries) => {
  const { file_list } = JSON.parse(String(init.body)) as { file_list: { file_id: string; metadata: { input_file_name: string } }[] };
  const named = new Map(file_list.map((entry) => [entry.file_id, entry.metadata.input_file_name]));
  return json(200, { data: { successful: order(file_list).map((entry) => link(entry.file_id, named.get(entry.file_id)!)) } });
};
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const files = [new File(["a"], "a.jpg", { type: "image/jpeg" }), new File(["bb"], "b.png", { type: "image/png" })];
const request = { files, action: "compress", parameters: { quality: 70 }, token: "T", apiKey: "K" };

describe("the bulk task flow (spec §4)", () => {
  it("asks for links, PUTs each file with its type, then creates the tasks of the uploaded ones", async () => {
    const { fetchFn, calls } = fakeFetch((url, init) => {
      if (url.endsWith("/tasks/upload")) return links(init);
      if (url.endsWith("/b.png")) return new Response("", { status: 403, statusText: "Forbidden" });
      if (url.endsWith("/tasks")) return json(200, { success: true, message: "1 task queued." });
      return new Response("", { status: 200 });
    });
    const result = await runBulkUpload(productApi(fetchFn, API), fetchFn, request);
    expect(result).toEqual({ message: "1 task queued.", failures: [{ name: "b.png", error: "Upload failed: Forbidden" }] });
    const upload = JSON.parse(String(calls[0]?.init.body)) as { file_list: { file_id: string }[] };
    // Spec §3's file entry: type, action, file_extension, file_id, parameters, metadata (and the size the link is bound to).
    expect(upload.file_list[1]).toEqual({
      type: "image/png",
      action: "compress",
      file_extension: "png",
      file_id: expect.stringMatching(UUID),
      size: 2,
      parameters: { quality: 70 },
      metadata: { input_file_name: "b.png", input_file_extension: "png" },
    });
    const [first, second] = upload.file_list.map((entry) => entry.file_id);
    expect(first).not.toBe(second);
    expect(header(calls[0], "Authorization")).toBe("Bearer T");
    const puts = calls.filter((call) => call.init.method === "PUT");
    expect(puts.map((call) => header(call, "Content-Type"))).toEqual(["image/jpeg", "image/png"]);
    const tasks = calls.at(-1);
    expect(header(tasks, "Authorization")).toBe("Bearer K");
    // Spec §3's finished task entry: action, input, parameters, metadata.
    expect(JSON.parse(String(tasks?.init.body))).toEqual({
      task_list: [
        { action: "compress", input: { file_id: first, key_url: "inputs/a.jpg" }, parameters: {}, metadata: { input_file_name: "a.jpg" } },
      ],
    });
  });

  it("matches each link to its file by file_id, whatever order the links come in", async () => {
    const { fetchFn, calls } = fakeFetch((url, init) => {
      if (url.endsWith("/tasks/upload")) return links(init, (entries) => [...entries].reverse());
      if (url.endsWith("/tasks")) return json(200, { success: true, message: "2 tasks queued." });
      return new Response("", { status: 200 });
    });
    await runBulkUpload(productApi(fetchFn, API), fetchFn, request);
    const puts = calls.filter((call) => call.init.method === "PUT");
    expect(puts.map((call) => [call.url, (call.init.body as File).name])).toEqual([
      ["https://store.example/b.png", "b.png"],
      ["https://store.example/a.jpg", "a.jpg"],
    ]);
  });

  it("stops with 'empty finalTask' when no file arrived", async () => {
    const { fetchFn, calls } = fakeFetch((url, init) =>
      url.endsWith("/tasks/upload") ? links(init) : new Response("", { status: 500, statusText: "" }),
    );
    await expect(runBulkUpload(productApi(fetchFn, API), fetchFn, { ...request, files: [files[0] as File] })).rejects.toThrow(
      "empty finalTask",
    );
    expect(calls.some((call) => call.url.endsWith("/tasks"))).toBe(false);
  });

  it("names a failed link request, but passes authentication errors on as they are", async () => {
    const refused = fakeFetch(() => json(400, { message: "File 1 (a.jpg): it is too big." }));
    await expect(runBulkUpload(productApi(refused.fetchFn, API), refused.fetchFn, request)).rejects.toThrow(
      "Couldn't generate pre-signed URL: File 1 (a.jpg): it is too big.",
    );
    const expired = fakeFetch(() => json(401, { message: "Session expired" }));
    await expect(runBulkUpload(productApi(expired.fetchFn, API), expired.fetchFn, request)).rejects.toEqual(
      new ApiCallError(401, "Session expired"),
    );
  });

  it("says the HTTP status when an error answer has no message", async () => {
    const { fetchFn } = fakeFetch(() => new Response("<html>", { status: 502 }));
    await expect(productApi(fetchFn, API).credits("K")).rejects.toThrow("HTTP error! status: 502");
  });
});

describe("API errors on the dashboard (spec §8)", () => {
  it("sort into session, API key and other errors, with their prompts", () => {
    expect(["Session expired", "Invalid token", "No valid authentication token found"].map(errorKind)).toEqual([
      "session",
      "session",
      "session",
    ]);
    expect(errorKind("API key not found.")).toBe("api-key");
    expect(errorKind("Not enough credits")).toBe("other");
    expect(validatePrompt("You have no credits left.")).toBe(
      "You have no credits left. Would you like to purchase credits on the pricing page?",
    );
    expect(pricingPrompt("Session expired")).toContain("pricing page");
  });
});

describe("the upload entries", () => {
  it("declare the formats table's type where the browser gives none or another name for it", () => {
    const files = [
      new File(["x"], "IMG_0001.HEIC", { type: "" }),
      new File(["x"], "a.jxl"),
      new File(["x"], "b.jpg", { type: "image/jpeg" }),
    ];
    expect(fileListOf(files, "compress", {}).map((entry) => entry.type)).toEqual(["image/heic", "image/jxl", "image/jpeg"]);
  });
});
