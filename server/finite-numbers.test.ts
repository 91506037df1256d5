/** @jest-environment node */
import Fastify, { type FastifyInstance } from "fastify";
import { finiteNumbers, withFiniteNumbers } from "./finite-numbers";

const schema = {
  querystring: { type: "object", properties: { page: { type: "integer", minimum: 1, maximum: 10 }, ratio: { type: "number" } } },
  body: {
    type: "object",
    properties: {
      list: { type: "array", items: { type: "object", properties: { size: { type: ["integer", "null"] } } } },
      either: { anyOf: [{ type: "string", pattern: "^x" }, { type: "number" }] },
      free: { type: "object", additionalProperties: { type: "integer" } },
    },
  },
} as const;

async function server(): Promise<FastifyInstance> {
  const app = Fastify({ ajv: { plugins: [finiteNumbers] } });
  app.post("/", { schema }, async (request) => ({ query: request.query, body: request.body }));
  await app.ready();
  return app;
}

describe("finiteNumbers", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await server();
  });
  afterAll(() => app.close());

  const post = (query: string, body: unknown = {}) => app.inject({ method: "POST", url: `/?${query}`, payload: body as object });

  it("refuses what Ajv coerces to a non-finite number, in the query and at any depth of the body", async () => {
    for (const [query, body, message] of [
      ["page=Infinity", {}, "querystring/page must be a finite integer"],
      ["page=-Infinity", {}, "querystring/page must be a finite integer"],
      ["ratio=1e309", {}, "querystring/ratio must be a finite number"],
      ["", { list: [{ size: 1 }, { size: "-1e400" }] }, "body/list/1/size must be a finite integer"],
      [
        "",
        { either: "Infinity" },
        'body/either must match pattern "^x", body/either must be a finite number, body/either must match a schema in anyOf',
      ],
      ["", { free: { a: "Infinity" } }, "body/free/a must be a finite integer"],
    ] as const) {
      const answer = await post(query, body);
      expect([answer.statusCode, answer.json().message]).toEqual([400, message]);
    }
  });

  it("refuses an integer too large to be exact, which is how a fraction can pass as an integer", async () => {
    for (const size of ["9007199254740993.5", 9007199254740992, "1e20"]) {
      const answer = await post("", { list: [{ size }] });
      expect([answer.statusCode, answer.json().message]).toEqual([
        400,
        "body/list/0/size must be an integer no larger than 9007199254740991 in size",
      ]);
    }
  });

  it("keeps every finite number, coerced or not, and leaves other types alone", async () => {
    const answer = await post("page=1e1&ratio=-0.5", { list: [{ size: "9007199254740991" }, { size: null }], either: "xy" });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      query: { page: 10, ratio: -0.5 },
      body: { list: [{ size: 9007199254740991 }, { size: null }], either: "xy" },
    });
  });

  it("marks a copy of the schema, not the route's own (the OpenAPI document is made from it)", () => {
    const marked = withFiniteNumbers(schema.body) as { properties: { list: { items: { properties: { size: object } } } } };
    expect(marked.properties.list.items.properties.size).toEqual({ type: ["integer", "null"], finiteNumber: "integer" });
    expect(schema.body.properties.list.items.properties.size).toEqual({ type: ["integer", "null"] });
  });
});
