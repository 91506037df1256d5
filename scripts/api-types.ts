/**
 * Writes src/lib/api/schema.d.ts, the typed client's types, from the server's own OpenAPI document
 * (`tsx scripts/api-types.ts`; with --stdout it prints them instead). A test regenerates them and compares,
 * so they never drift from the API.
 */
import fs from "node:fs";
import path from "node:path";
import openapiTS, { astToString, type OpenAPI3 } from "openapi-typescript";
import { format, resolveConfig } from "prettier";
import { openApiDocument } from "../server/openapi-document";

const API_TYPES_FILE = path.join(__dirname, "../src/lib/api/schema.d.ts");

const HEADER = "// Generated from the API's OpenAPI document by `tsx scripts/api-types.ts`: do not edit.\n";

export async function apiTypes(): Promise<string> {
  const document = await openApiDocument();
  const ast = await openapiTS(document as OpenAPI3);
  // Formatted as the repository's own files are, so `prettier --check` passes it unchanged.
  return format(HEADER + astToString(ast), { ...(await resolveConfig(API_TYPES_FILE)), filepath: API_TYPES_FILE });
}

if (require.main === module) {
  apiTypes().then(
    (text) => (process.argv.includes("--stdout") ? process.stdout.write(text) : fs.writeFileSync(API_TYPES_FILE, text)),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
