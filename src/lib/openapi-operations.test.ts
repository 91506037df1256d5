import { operationsOf } from "./openapi-operations";

describe("the API reference", () => {
  it("lists each call with its authorization, fields and answers", () => {
    const document = {
      paths: {
        "/api/v1/tasks/upload": {
          post: {
            summary: "Get upload links",
            security: [{ apiKey: [] }, { sessionToken: [] }],
            requestBody: {
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    required: ["file_list"],
                    properties: {
                      file_list: {
                        type: "array",
                        items: { type: "object", required: ["size"], properties: { size: { type: "integer", description: "bytes" } } },
                      },
                    },
                  },
                },
              },
            },
            responses: { "200": {}, "4xx": {} },
          },
        },
        "/api/v1/tasks": {
          get: {
            summary: "Task history",
            parameters: [{ name: "status", in: "query", schema: { type: "string", enum: ["queued", "failed"] } }],
          },
        },
      },
    };
    expect(operationsOf(document)).toEqual([
      {
        method: "POST",
        path: "/api/v1/tasks/upload",
        summary: "Get upload links",
        description: "",
        auth: "API key (Bearer) or session token (Bearer)",
        fieldsIn: "body",
        fields: [
          { name: "file_list", type: "array of objects", required: true, description: "" },
          { name: "file_list[].size", type: "integer", required: true, description: "bytes" },
        ],
        answers: "200, 4xx",
      },
      {
        method: "GET",
        path: "/api/v1/tasks",
        summary: "Task history",
        description: "",
        auth: "none",
        fieldsIn: "query",
        fields: [{ name: "status", type: "queued | failed", required: false, description: "" }],
        answers: "200",
      },
    ]);
    expect(operationsOf(null)).toEqual([]);
  });
});
