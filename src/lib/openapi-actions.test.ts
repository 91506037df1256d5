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
            quality: { type: "integer", minimum: 1, maximum: 100, default: 82, description: "JPEG quality" },
          },
        },
      },
    },
  };

  it("lists each action with its credits, formats and parameters, enum values with what they mean", () => {
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
          { name: "flip", title: "Flip", description: "", type: "none | horizontal (Horizontal (mirror))", default: "horizontal" },
          { name: "quality", title: "quality", description: "JPEG quality", type: "integer, ≥ 1, ≤ 100", default: 82 },
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
