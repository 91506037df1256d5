import { actionsOf } from "./openapi-actions";

describe("the API's actions on the /api/ page", () => {
  const document = {
    "x-actions": [
      {
        name: "flip",
        tool: "bulk-flip-image",
        label: "Flip images",
        credits: 1,
        accepts: ["jpeg", "png"],
        types: ["image/jpeg", "image/png"],
        outputs: ["jpeg"],
        parameters: "#/components/schemas/FlipParameters",
        budget: { seconds: 10, per_unit: 1.5, unit: "megapixel", text: "10 s + 1.5 s per megapixel of the input" },
      },
      { name: "pdf-to-images", max_pages: 200, budget: { text: 7 } },
      { tool: "nameless" },
    ],
    components: {
      schemas: {
        FlipParameters: {
          type: "object",
          properties: {
            flip: {
              type: "string",
              title: "Flip",
              default: "horizontal",
              enum: ["none", "horizontal"],
              "x-labels": { horizontal: "Horizontal (mirror)" },
            },
            quality: {
              type: "integer",
              minimum: 1,
              maximum: 100,
              default: 82,
              description: "JPEG quality",
              showWhen: { flip: ["none"] },
            },
            width: { type: "integer", minimum: 1, maximum: 32767, unit: " px", default: 1600 },
            share: { type: "number", minimum: 0.01, maximum: 1 },
            fill: { type: "string", pattern: "^#[0-9a-f]{6}$", default: "#ffffff" },
            label: { type: "string", maxLength: 200, default: "" },
            marks: { type: "string", default: "" },
            grey: { type: "boolean", default: false },
          },
        },
      },
    },
  };

  it("lists each action with its credits, formats and parameters: type, range in words, enum values with what they mean, default, when it is used", () => {
    expect(actionsOf(document)).toEqual([
      {
        name: "flip",
        tool: "bulk-flip-image",
        label: "Flip images",
        credits: 1,
        accepts: ["jpeg", "png"],
        types: ["image/jpeg", "image/png"],
        outputs: ["jpeg"],
        parameters: [
          {
            name: "flip",
            title: "Flip",
            description: "",
            type: "string",
            range: "",
            values: [
              { value: "none", label: "" },
              { value: "horizontal", label: "Horizontal (mirror)" },
            ],
            default: "horizontal",
            usedWhen: [],
          },
          {
            name: "quality",
            title: "",
            description: "JPEG quality",
            type: "integer",
            range: "1 to 100",
            values: [],
            default: 82,
            usedWhen: [{ name: "flip", values: ["none"] }],
          },
          { name: "width", title: "", description: "", type: "integer", range: "1 to 32,767 px", values: [], default: 1600, usedWhen: [] },
          { name: "share", title: "", description: "", type: "number", range: "0.01 to 1", values: [], default: undefined, usedWhen: [] },
          {
            name: "fill",
            title: "",
            description: "",
            type: "string",
            range: "a colour, #rrggbb",
            values: [],
            default: "#ffffff",
            usedWhen: [],
          },
          {
            name: "label",
            title: "",
            description: "",
            type: "string",
            range: "up to 200 characters",
            values: [],
            default: "",
            usedWhen: [],
          },
          { name: "marks", title: "", description: "", type: "string", range: "any length", values: [], default: "", usedWhen: [] },
          { name: "grey", title: "", description: "", type: "boolean", range: "true or false", values: [], default: false, usedWhen: [] },
        ],
        example: { parameters: null, companions: [] },
        timeLimit: "10 s + 1.5 s per megapixel of the input",
        maxPages: null,
      },
      {
        name: "pdf-to-images",
        tool: "",
        label: "pdf-to-images",
        credits: 0,
        accepts: [],
        outputs: [],
        parameters: [],
        example: { parameters: null, companions: [] },
        timeLimit: "",
        maxPages: 200,
        types: [],
      },
    ]);
  });

  it("shows nothing for a document without actions, and no parameters for a reference it cannot follow", () => {
    expect(actionsOf(null)).toEqual([]);
    expect(actionsOf({ paths: {} })).toEqual([]);
    expect(actionsOf({ "x-actions": [{ name: "x", parameters: "https://elsewhere/schema" }] })[0]?.parameters).toEqual([]);
  });
});
