/**
 * fast-check values from the JSON schemas of an OpenAPI document: values a schema allows (from its
 * types, bounds, patterns and formats, with a dictionary of words that reach deeper than random
 * text), and near misses (a valid value with one part broken, or any JSON at all), with number-like
 * edge values where numbers go. Whether a value is valid is decided by ajv, as Fastify decides it,
 * never by how it was made.
 */
import Ajv from "ajv";
import fc from "fast-check";

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  pattern?: string;
  format?: string;
}

/** Integers far past what a database column or a JavaScript number holds exactly. */
const HUGE_INTEGERS = [2 ** 53 + 2, 2 ** 63, 302681392386587561558016, 1e300];
/**
 * Text that reads as a number to some reader and not to others: what a query string carries where an
 * integer goes, or a JSON string in its place (Ajv coerces both), and a number's text where a string goes.
 * Infinity and 1e309 once passed `integer` with its bounds unchecked (issue 43).
 */
export const NUMBER_LIKE_TEXTS = [
  "Infinity",
  "-Infinity",
  "+Infinity",
  "NaN",
  "-0",
  "1e309",
  "-1e309",
  "0x10",
  "1e3",
  "01",
  "1.0",
  "2.5",
  " 5",
  "1_000",
  "9007199254740993",
  "9007199254740993.5",
  "9".repeat(400),
  `1${"0".repeat(30)}`,
];
/** Text a random string seldom hits: names every object has, a path, escapes, numbers as text. */
const TRICKY_WORDS = ["", " ", "../../etc/passwd", "%00", "1e300", "😀", ...NUMBER_LIKE_TEXTS];

/**
 * A number written into a JSON body as it stands, where JSON.stringify could not write it: 1e309 and
 * a run of 400 nines read as Infinity, -1e-400 as -0; 0x10, 01 and NaN make the body no JSON at all.
 */
export class NumberLiteral {
  constructor(readonly text: string) {}
}

const NUMBER_LITERALS = [
  "1e309",
  "-1e309",
  "-0",
  "-1e-400",
  "1e3",
  "1E3",
  "1.0",
  "9".repeat(400),
  `1${"0".repeat(30)}`,
  "0x10",
  "01",
  "NaN",
  "+1",
  ".5",
];

/** Where a number goes: number-like text, a literal written as it stands, or a number JSON.stringify writes that is no integer. */
export const numberLike: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NUMBER_LIKE_TEXTS),
  fc.constantFrom(...NUMBER_LITERALS).map((text) => new NumberLiteral(text)),
  fc.constantFrom(2.5, -3, 1.797e308, -0, 2 ** 53),
);
/** Names every plain object answers to: a look-up in one by a caller's text must not find them. */
const OBJECT_PROTOTYPE_NAMES = ["__proto__", "constructor", "toString", "hasOwnProperty"];

/** Longest random text: longer strings only cost time, the bounds are probed by the near misses. */
const RANDOM_TEXT = 40;

/** Checks values as Fastify's validator does: strings in a query or body coerced to the declared scalar types, formats in full. */
export function requestValidator(): (schema: JsonSchema, value: unknown) => boolean {
  const ajv = new Ajv({ coerceTypes: "array", format: "full" });
  return (schema, value) => ajv.validate(schema, structuredClone(value)) as boolean;
}

/** Checks an answer exactly against its documented schema. */
export function answerValidator(): (schema: JsonSchema, value: unknown) => string | null {
  const ajv = new Ajv({ format: "full", allErrors: true });
  return (schema, value) => (ajv.validate(schema, value) ? null : ajv.errorsText());
}

function typesOf(schema: JsonSchema): string[] {
  if (Array.isArray(schema.type)) return schema.type;
  if (schema.type) return [schema.type];
  return schema.properties ? ["object"] : [];
}

function textOf(schema: JsonSchema, words: readonly string[]): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  const fits = (text: string) => text.length >= min && text.length <= max;
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern)).filter(fits);
  if (schema.format === "email") return fc.emailAddress().filter(fits);
  const length = { minLength: min, maxLength: Math.max(min, Math.min(max, RANDOM_TEXT)) };
  const random = fc.oneof(fc.string(length), fc.string({ ...length, unit: "grapheme" }));
  const pools = [OBJECT_PROTOTYPE_NAMES, TRICKY_WORDS, words].map((pool) => pool.filter(fits)).filter((pool) => pool.length > 0);
  return fc.oneof(random, ...pools.map((pool) => fc.constantFrom(...pool)));
}

function integerOf(schema: JsonSchema): fc.Arbitrary<number> {
  const min = schema.minimum ?? -(2 ** 31);
  const max = schema.maximum ?? 2 ** 31 - 1;
  const huge = [
    ...(schema.maximum === undefined ? HUGE_INTEGERS : []),
    ...(schema.minimum === undefined ? HUGE_INTEGERS.map((value) => -value) : []),
  ];
  // Near the lower bound, where counts and sizes that pass later checks are; anywhere in range; far past it.
  return fc.oneof(
    { arbitrary: fc.integer({ min, max: Math.min(max, min + 1000) }), weight: 2 },
    { arbitrary: fc.integer({ min, max }), weight: 1 },
    ...(huge.length > 0 ? [{ arbitrary: fc.constantFrom(...huge), weight: 1 }] : []),
  );
}

/** Where a number goes: mostly one, now and then something that only looks like one. */
const orNumberLike = (numbers: fc.Arbitrary<unknown>) => fc.oneof({ arbitrary: numbers, weight: 4 }, { arbitrary: numberLike, weight: 1 });

function objectOf(schema: JsonSchema, words: readonly string[]): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  if (Object.keys(properties).length === 0) {
    if (schema.additionalProperties === false) return fc.constant({});
    return fc.dictionary(fc.string({ maxLength: 12 }), fc.oneof(fc.jsonValue({ maxDepth: 1 }), numberLike), { maxKeys: 3 });
  }
  const model = Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, validValue(property, words)]));
  return fc.record(model, { requiredKeys: (schema.required ?? []).filter((name) => name in properties) });
}

/** Values the schema allows, more or less: a pattern or format may admit what a bound then refuses, which ajv sorts out. */
export function validValue(schema: JsonSchema, words: readonly string[]): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const types = typesOf(schema);
  if (types.length === 0) return fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    ...types.map((type): fc.Arbitrary<unknown> => {
      switch (type) {
        case "string":
          // A number where text goes, which Ajv turns into its text.
          return fc.oneof({ arbitrary: textOf(schema, words), weight: 9 }, { arbitrary: fc.constantFrom(0, 12345, -1.5, 1e21), weight: 1 });
        case "integer":
          return orNumberLike(integerOf(schema));
        case "number":
          return orNumberLike(fc.double({ min: schema.minimum, max: schema.maximum, noNaN: true, noDefaultInfinity: true }));
        case "boolean":
          return fc.boolean();
        case "null":
          return fc.constant(null);
        case "array": {
          const minLength = schema.minItems ?? 0;
          const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? 3, 3));
          return fc.array(validValue(schema.items ?? {}, words), { minLength, maxLength });
        }
        default:
          return objectOf(schema, words);
      }
    }),
  );
}

/** The value with one part broken: a field dropped, added or replaced, an item added, a text or number pushed past any bound. */
function brokenPart(value: unknown): fc.Arbitrary<unknown> {
  const any = fc.jsonValue({ maxDepth: 1 });
  if (Array.isArray(value)) {
    const options: fc.Arbitrary<unknown>[] = [fc.constant([]), any.map((item) => [...value, item])];
    if (value.length > 0)
      options.push(
        fc
          .nat(value.length - 1)
          .chain((index) => brokenPart(value[index]).map((part) => value.map((item, at) => (at === index ? part : item)))),
      );
    return fc.oneof(...options);
  }
  if (value !== null && typeof value === "object") {
    const record = value as Record<string, unknown>;
    const keys = Object.keys(record);
    const options: fc.Arbitrary<unknown>[] = [any.map((extra) => ({ ...record, unexpected_field: extra }))];
    if (keys.length > 0) {
      const key = fc.constantFrom(...keys);
      options.push(key.map((dropped) => Object.fromEntries(Object.entries(record).filter(([name]) => name !== dropped))));
      options.push(key.chain((name) => brokenPart(record[name]).map((part) => ({ ...record, [name]: part }))));
    }
    return fc.oneof(...options);
  }
  if (typeof value === "string") return fc.oneof(fc.constant(value.padEnd(1100, "x")), any);
  if (typeof value === "number") return fc.oneof(fc.constantFrom(-value - 1, value + 0.5, 0), any);
  return any;
}

/** Values that are mostly not allowed; which ones are is for the validator to say. */
export function nearMiss(schema: JsonSchema, words: readonly string[]): fc.Arbitrary<unknown> {
  return fc.oneof(fc.jsonValue({ maxDepth: 2 }), validValue(schema, words).chain(brokenPart));
}
