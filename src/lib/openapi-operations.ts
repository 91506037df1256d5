/** The calls of an OpenAPI 3 document, flattened for the /api/ page's reference. */

export interface Field {
  name: string;
  type: string;
  required: boolean;
  description: string;
}

export interface Operation {
  method: string;
  path: string;
  summary: string;
  description: string;
  auth: string;
  fieldsIn: "query" | "body";
  fields: Field[];
  answers: string;
}

interface Schema {
  type?: string | string[];
  description?: string;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  format?: string;
}

interface RawOperation {
  summary?: string;
  description?: string;
  security?: Record<string, unknown>[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema; description?: string }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { description?: string }>;
}

const AUTH: Record<string, string> = {
  sessionToken: "session token (Bearer)",
  apiKey: "API key (Bearer)",
  lemonSignature: "Lemon Squeezy signature (X-Signature)",
};

function typeOf(schema: Schema | undefined): string {
  if (!schema) return "any";
  if (schema.enum) return schema.enum.map(String).join(" | ");
  const type = Array.isArray(schema.type) ? schema.type.join(" | ") : (schema.type ?? "any");
  if (type === "array") return `array of ${schema.items?.type === "object" ? "objects" : typeOf(schema.items)}`;
  return schema.format ? `${type} (${schema.format})` : type;
}

/** Top-level fields, and one level into arrays of objects (file_list[].type …), which is where the API's bodies keep theirs. */
function fieldsOf(schema: Schema | undefined, prefix = ""): Field[] {
  return Object.entries(schema?.properties ?? {}).flatMap(([name, field]) => {
    const own = {
      name: prefix + name,
      type: typeOf(field),
      required: schema?.required?.includes(name) ?? false,
      description: field.description ?? "",
    };
    const nested = field.type === "array" && field.items?.properties ? fieldsOf(field.items, `${prefix}${name}[].`) : [];
    return [own, ...nested];
  });
}

export function operationsOf(document: unknown): Operation[] {
  const paths = (document as { paths?: Record<string, Record<string, RawOperation>> } | null)?.paths ?? {};
  return Object.entries(paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, raw]) => {
      const query = (raw.parameters ?? []).filter((parameter) => parameter.in === "query");
      const body = raw.requestBody?.content?.["application/json"]?.schema;
      const schemes = (raw.security ?? []).flatMap((entry) => Object.keys(entry));
      return {
        method: method.toUpperCase(),
        path,
        summary: raw.summary ?? "",
        description: raw.description ?? "",
        auth: schemes.length > 0 ? schemes.map((scheme) => AUTH[scheme] ?? scheme).join(" or ") : "none",
        fieldsIn: query.length > 0 ? "query" : "body",
        fields:
          query.length > 0
            ? query.map((parameter) => ({
                name: parameter.name,
                type: typeOf(parameter.schema),
                required: parameter.required ?? false,
                description: parameter.description ?? parameter.schema?.description ?? "",
              }))
            : fieldsOf(body),
        answers: Object.keys(raw.responses ?? {}).join(", ") || "200",
      };
    }),
  );
}

/** The server's OpenAPI document (GET /api/v1/openapi.json). */
export async function fetchOpenApiDocument(base: string): Promise<unknown> {
  const response = await fetch(`${base}/openapi.json`);
  if (!response.ok) throw new Error(`HTTP error! status: ${response.status}`);
  return response.json();
}
