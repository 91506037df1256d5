/**
 * Requests generated from an OpenAPI document, one operation at a time: its path, query and body
 * from their schemas (mostly valid, some near misses), a credential of each scheme it takes (or none,
 * or a made-up one), and a few ways of straying from the document (an unknown query parameter, a
 * trailing slash, a method it does not take, a stray Content-Type header or body).
 */
import fc from "fast-check";
import { type JsonSchema, nearMiss, NumberLiteral, requestValidator, validValue } from "./schema-arbitraries";

interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema: JsonSchema;
}

interface Answer {
  content?: Record<string, { schema?: JsonSchema }>;
}

export interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; requestBody?: Answer; security?: Record<string, string[]>[]; responses?: Record<string, Answer> }
    >
  >;
}

export interface Operation {
  method: string;
  /** The path template, e.g. /api/v1/tasks/{taskId}. */
  path: string;
  parameters: Parameter[];
  body: JsonSchema | null;
  /** Names of the security schemes that each may authorise it; empty for a public call. */
  schemes: string[];
  responses: Record<string, Answer>;
}

const HTTP_METHODS = ["get", "post", "put", "patch", "delete"];

export function operationsOf(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => HTTP_METHODS.includes(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        body: operation.requestBody?.content?.["application/json"]?.schema ?? null,
        schemes: (operation.security ?? []).flatMap((requirement) => Object.keys(requirement)),
        responses: operation.responses ?? {},
      })),
  );
}

/** The documented answer for a status: its own entry, else its class (4XX), else the default. */
export function documentedAnswer(operation: Operation, status: number): Answer | undefined {
  return operation.responses[String(status)] ?? operation.responses[`${String(status)[0]}XX`] ?? operation.responses.default;
}

/** How a request strays from the document, if it does. */
export type Stray = "none" | "unknown query parameter" | "trailing slash" | "other method" | "stray JSON header" | "stray body";

export interface FuzzRequest {
  method: string;
  /** Path and query, percent-encoded. */
  url: string;
  /** The raw body, if any. */
  body?: string;
  contentType?: string;
  /** A scheme's name, "none" or "made-up". */
  credential: string;
  /** Whether path, query and body all match the document (before any stray). */
  valid: boolean;
  stray: Stray;
}

const MADE_UP_CREDENTIAL = "made-up";

function pathMatcher(template: string): RegExp {
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+");
  return new RegExp(`^${pattern}$`);
}

/** Methods no operation of the document takes at this concrete path. */
function otherMethods(operations: Operation[], path: string): string[] {
  const taken = operations.filter((operation) => pathMatcher(operation.path).test(path)).map((operation) => operation.method);
  return HTTP_METHODS.map((method) => method.toUpperCase()).filter((method) => !taken.includes(method));
}

/** What the path allows a parameter to be: one whole segment, not a dot segment a URL parser resolves. */
const segment = (value: unknown) => String(value) !== "" && String(value) !== "." && String(value) !== "..";

/** Mostly valid, sometimes a near miss. */
const mostlyValid = (schema: JsonSchema, words: readonly string[]) =>
  fc.oneof({ arbitrary: validValue(schema, words), weight: 3 }, { arbitrary: nearMiss(schema, words), weight: 1 });

const asText = (value: unknown) => (typeof value === "string" ? value : value instanceof NumberLiteral ? value.text : jsonText(value));

/** JSON text of a value, each NumberLiteral in it written as it stands (JSON.stringify would write 1e309 as null). */
export function jsonText(value: unknown): string {
  const literals: string[] = [];
  const text = JSON.stringify(value, (_key, item: unknown) =>
    item instanceof NumberLiteral ? `\u0000literal ${literals.push(item.text) - 1}\u0000` : item,
  );
  return text.replace(/"\\u0000literal (\d+)\\u0000"/g, (_whole, index: string) => literals[Number(index)] as string);
}

/** What a JSON reader makes of the text: its value, or undefined when it is no JSON. */
function readJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function objectSchemaOf(parameters: Parameter[]): JsonSchema {
  return {
    type: "object",
    properties: Object.fromEntries(parameters.map((parameter) => [parameter.name, parameter.schema])),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => parameter.name),
  };
}

/**
 * Requests for the operation: as the document describes them (with a stray now and then that the
 * document still covers), or, offDocument, at a path or with a method that no operation has.
 */
export function requestsFor(
  operation: Operation,
  operations: Operation[],
  words: readonly string[],
  offDocument = false,
): fc.Arbitrary<FuzzRequest> {
  const isValid = requestValidator();
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === "path");
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === "query");

  const pathValues = fc.record(
    Object.fromEntries(
      pathParameters.map((parameter) => [parameter.name, mostlyValid(parameter.schema, words).map(asText).filter(segment)]),
    ),
  );
  const queryValues = fc.record(
    Object.fromEntries(queryParameters.map((parameter) => [parameter.name, mostlyValid(parameter.schema, words).map(asText)])),
    { requiredKeys: queryParameters.filter((parameter) => parameter.required).map((parameter) => parameter.name) },
  );
  const body: fc.Arbitrary<{ value?: unknown; raw?: string }> = operation.body
    ? fc.oneof(
        { arbitrary: mostlyValid(operation.body, words).map((value) => ({ value })), weight: 9 },
        { arbitrary: fc.constantFrom("", "{", "[1,", "null").map((raw) => ({ raw })), weight: 1 },
      )
    : fc.constant({});
  const credentials = [
    ...operation.schemes.map((scheme) => ({ arbitrary: fc.constant(scheme), weight: 3 })),
    { arbitrary: fc.constant("none"), weight: 1 },
    { arbitrary: fc.constant(MADE_UP_CREDENTIAL), weight: 1 },
  ];
  const strays: Stray[] = ["stray body"];
  if (queryParameters.length > 0) strays.push("unknown query parameter");
  if (!operation.body) strays.push("stray JSON header");
  const stray = offDocument
    ? fc.constantFrom<Stray>("trailing slash", "other method")
    : fc.oneof({ arbitrary: fc.constant<Stray>("none"), weight: 3 }, { arbitrary: fc.constantFrom(...strays), weight: 1 });

  return fc
    .record({
      path: pathValues,
      query: queryValues,
      body,
      credential: fc.oneof(...credentials),
      stray,
      strayBody: fc.jsonValue({ maxDepth: 2 }),
      otherMethod: fc.nat(),
    })
    .map(({ path, query, body: sent, credential, stray, strayBody, otherMethod }) => {
      // A stray body replaces the operation's own; an operation without one ignores it. The server reads
      // the body as sent, so its literals are judged as a JSON reader reads them (1e309: Infinity; 0x10: no JSON).
      const bodyValue = stray === "stray body" ? strayBody : sent.value === undefined ? undefined : readJson(jsonText(sent.value));
      const valid =
        isValid(objectSchemaOf(pathParameters), path) &&
        isValid(objectSchemaOf(queryParameters), query) &&
        (operation.body ? bodyValue !== undefined && isValid(operation.body, bodyValue) : true);
      let concretePath = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(path[name] as string));
      const search = new URLSearchParams(query as Record<string, string>);
      let method = operation.method;
      let raw = sent.raw ?? (sent.value === undefined ? undefined : jsonText(sent.value));
      let contentType = raw === undefined ? undefined : "application/json";
      if (stray === "unknown query parameter") search.append("unexpected_parameter", "1");
      if (stray === "trailing slash") concretePath += "/";
      if (stray === "other method") {
        const others = otherMethods(operations, concretePath);
        method = others[otherMethod % others.length] ?? method;
        // Without a body: a broken one would be refused (400) before the method is, which is right too.
        raw = undefined;
        contentType = undefined;
      }
      if (stray === "stray JSON header") contentType = "application/json";
      if (stray === "stray body") {
        raw = JSON.stringify(strayBody);
        contentType = "application/json";
      }
      const queryText = search.toString();
      return {
        method,
        url: queryText ? `${concretePath}?${queryText}` : concretePath,
        body: method === "GET" ? undefined : raw,
        contentType: method === "GET" && stray !== "stray JSON header" ? undefined : contentType,
        credential,
        valid,
        stray,
      };
    });
}
