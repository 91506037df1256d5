import http from "node:http";
import type { AddressInfo } from "node:net";
import { LICENSE_ACTIONS, type LicenseAction } from "../../src/lib/license-api";
import { LicenseDatabase } from "./database";
import { handleLicenseCall } from "./protocol";

/**
 * The license-provider stand-in as an HTTP server: POST /v1/licenses/{activate,validate,deactivate},
 * form-encoded (as the docs say) or JSON (as the official SDK sends). CORS is open so a build that
 * calls the provider directly from the browser works against it too.
 */

export const STAND_IN_BASE_PATH = "/v1/licenses";

export interface RunningProvider {
  /** The license API base URL, e.g. http://127.0.0.1:40123/v1/licenses. */
  url: string;
  db: LicenseDatabase;
  /** From now on every call is answered with this 5xx status, as by a provider in trouble; null: normal answers again. */
  failWith(status: number | null): void;
  stop(): Promise<void>;
}

const CORS = {
  "Access-Control-Allow-Origin": "*",
  "Access-Control-Allow-Methods": "POST, OPTIONS",
  "Access-Control-Allow-Headers": "Accept, Content-Type",
};

function fieldsOf(contentType: string, text: string): Record<string, string> {
  if (contentType.includes("json")) {
    const parsed = JSON.parse(text || "{}") as Record<string, unknown>;
    return Object.fromEntries(Object.entries(parsed).filter((pair): pair is [string, string] => typeof pair[1] === "string"));
  }
  return Object.fromEntries(new URLSearchParams(text));
}

function send(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { ...CORS, "Content-Type": "application/json" });
  response.end(JSON.stringify(body));
}

export async function startLicenseProvider(options: { dbFile: string; port?: number; host?: string }): Promise<RunningProvider> {
  const db = await LicenseDatabase.open(options.dbFile);
  let failure: number | null = null;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const { pathname } = new URL(request.url ?? "/", "http://stand-in");
      if (request.method === "OPTIONS") {
        response.writeHead(204, CORS);
        response.end();
        return;
      }
      if (failure !== null) {
        send(response, failure, { error: "Service Unavailable" });
        return;
      }
      const action = pathname.startsWith(`${STAND_IN_BASE_PATH}/`) ? pathname.slice(STAND_IN_BASE_PATH.length + 1) : "";
      if (request.method !== "POST" || !LICENSE_ACTIONS.includes(action as LicenseAction)) {
        send(response, 404, { error: "Not found." });
        return;
      }
      let fields: Record<string, string>;
      try {
        fields = fieldsOf(request.headers["content-type"] ?? "", Buffer.concat(chunks).toString("utf8"));
      } catch {
        send(response, 400, { error: "The request body could not be read." });
        return;
      }
      handleLicenseCall(db, action as LicenseAction, fields)
        .then((answer) => send(response, answer.status, answer.body))
        .catch((error: unknown) => {
          console.error("license stand-in:", error);
          send(response, 500, { error: "Server error." });
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host ?? "127.0.0.1"}:${port}${STAND_IN_BASE_PATH}`,
    db,
    failWith: (status) => void (failure = status),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
