/**
 * Makes Fastify's request validation refuse numbers that are not finite (and integers that are not exact).
 *
 * Fastify validates with Ajv and `coerceTypes`, so that a query string's "20" can be an integer. Ajv's
 * coercion turns the strings "Infinity", "-Infinity" and any numeral past 1.8e308 ("1e309") into a
 * non-finite number and accepts it as `integer` or `number` without the finiteness check it gives a real
 * number (strictNumbers); every numeric keyword (minimum, maximum, multipleOf) then skips the value as
 * not a number, so `?page=Infinity` passed `maximum: 1000000` and reached the SQL as Infinity
 * (ajv-validator/ajv#2212, fastify/fastify#6718; still so in Ajv 8.20). The same coercion turns
 * "9007199254740993.5" into an integer, because a double that large has no fraction left.
 *
 * Ajv's type check cannot be replaced and a keyword runs only where a schema names it, so this plugin
 * names it: Ajv is given, through Fastify's `ajv.plugins` option, a keyword that runs after coercion,
 * and each schema it compiles gets that keyword beside every numeric `type` (a copy: the route's own
 * schema, which the OpenAPI document is made from, is left as written).
 */
import type { FastifyServerOptions } from "fastify";

type AjvPlugin = Extract<NonNullable<NonNullable<FastifyServerOptions["ajv"]>["plugins"]>[number], (...args: never[]) => unknown>;
type Ajv = Parameters<AjvPlugin>[0];
type Schema = Record<string, unknown>;
type NumericKind = "integer" | "number";

const KEYWORD = "finiteNumber";

/** The keywords whose value is a schema, a list of schemas, or a map of names to schemas (JSON Schema 2020-12 and draft 7). */
const ONE_SCHEMA = ["additionalProperties", "items", "additionalItems", "contains", "propertyNames", "not", "if", "then", "else"];
const SCHEMA_LISTS = ["allOf", "anyOf", "oneOf", "prefixItems", "items"];
const SCHEMA_MAPS = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"];

function isSchema(value: unknown): value is Schema {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function mapValues(map: Schema, change: (schema: unknown) => unknown): Schema {
  return Object.fromEntries(Object.entries(map).map(([name, schema]) => [name, change(schema)]));
}

/** The numeric type a schema asks for: "integer" when it takes integers but not every number. */
function numericType(type: unknown): NumericKind | undefined {
  const types: unknown[] = Array.isArray(type) ? type : [type];
  if (types.includes("number")) return "number";
  if (types.includes("integer")) return "integer";
  return undefined;
}

/** A copy of the schema with the keyword beside every numeric type, at any depth. */
export function withFiniteNumbers(schema: unknown): unknown {
  if (!isSchema(schema)) return schema;
  const copy: Schema = { ...schema };
  const numeric = numericType(schema.type);
  if (numeric) copy[KEYWORD] = numeric;
  for (const key of ONE_SCHEMA) if (isSchema(copy[key])) copy[key] = withFiniteNumbers(copy[key]);
  for (const key of SCHEMA_LISTS) if (Array.isArray(copy[key])) copy[key] = (copy[key] as unknown[]).map(withFiniteNumbers);
  for (const key of SCHEMA_MAPS) if (isSchema(copy[key])) copy[key] = mapValues(copy[key] as Schema, withFiniteNumbers);
  return copy;
}

/** Why a number is refused, or undefined when it is not: integers beyond 2^53 are not exact ("9007199254740993" arrives as …992). */
function refusal(kind: NumericKind, data: unknown): string | undefined {
  if (typeof data !== "number") return undefined;
  if (!Number.isFinite(data)) return `must be a finite ${kind}`;
  if (kind === "integer" && !Number.isSafeInteger(data)) return `must be an integer no larger than ${Number.MAX_SAFE_INTEGER} in size`;
  return undefined;
}

/** A function keyword: Ajv reads the errors of a call from the function itself, right after the call. */
function finite(kind: NumericKind, data: unknown): boolean {
  const message = refusal(kind, data);
  finite.errors = message ? [{ keyword: KEYWORD, message, params: { type: kind } }] : [];
  return !message;
}
finite.errors = [] as { keyword: string; message: string; params: object }[];

export function finiteNumbers(ajv: Ajv): Ajv {
  ajv.addKeyword({ keyword: KEYWORD, schemaType: "string", errors: true, validate: finite });
  const compile = ajv.compile.bind(ajv);
  ajv.compile = ((schema: unknown, meta?: boolean) => compile(withFiniteNumbers(schema) as Schema, meta)) as typeof ajv.compile;
  return ajv;
}
