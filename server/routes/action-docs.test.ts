/** @jest-environment node */
import { actionsOf } from "../../src/lib/openapi-actions";
import { describeBudget, MAX_TASK_SECONDS, maxUnits } from "../processing/task-budget";
import { ACTION_TOOLS, ACTIONS } from "../tasks/actions";
import { actionDocs, actionSchemas, parametersSchemaName } from "./action-docs";

describe("the actions in the OpenAPI document", () => {
  const document = { "x-actions": actionDocs(), components: { schemas: actionSchemas() } };

  it("come from the tools' metas: every action, its credits and its settings as parameters", () => {
    const actions = actionsOf(document);
    expect(actions.map((action) => action.name)).toEqual([...ACTIONS]);
    const upscale = actions.find((action) => action.name === "upscale");
    expect(upscale).toMatchObject({ tool: "bulk-image-upscaler", credits: 2 });
    expect(upscale?.parameters.find((parameter) => parameter.name === "scale")).toMatchObject({
      default: "2",
      type: "string",
      values: expect.arrayContaining([{ value: "4", label: "4×" }]),
    });
  });

  it("describe every parameter of every action in a sentence, for the /api/ page, the typed client and the CLI (issue 49)", () => {
    const undescribed = actionsOf(document).flatMap((action) =>
      action.parameters
        .filter((parameter) => !/^\S.{10,}[.)]$/s.test(parameter.description))
        .map((parameter) => `${action.name}.${parameter.name}`),
    );
    expect(undescribed).toEqual([]);
  });

  it("list the formats and upload types each takes, from the formats table", () => {
    const docs = actionDocs();
    expect(docs.find((doc) => doc.name === "compress")).toMatchObject({
      accepts: ["jpeg", "png", "webp", "avif", "gif", "bmp", "tiff", "heic", "jxl"],
      types: [
        "image/jpeg",
        "image/png",
        "image/webp",
        "image/avif",
        "image/gif",
        "image/bmp",
        "image/tiff",
        "image/heic",
        "image/heif",
        "image/jxl",
      ],
    });
    expect(docs.find((doc) => doc.name === "summarize-book")?.types).toEqual(["application/pdf", "text/plain", "application/epub+zip"]);
  });

  it("name their parameter schemas after the action and refuse unknown parameters, as the server does", () => {
    expect(parametersSchemaName("remove-background")).toBe("RemoveBackgroundParameters");
    const resize = actionSchemas().ResizeParameters as { additionalProperties: boolean; properties: Record<string, { widget?: unknown }> };
    expect(resize.additionalProperties).toBe(false);
    expect(Object.values(resize.properties).some((property) => "widget" in property)).toBe(false);
  });

  it("state each action's time per file from its tool's budget, times the server's scale, and the PDF actions' page limits", () => {
    const budget = ACTION_TOOLS.flip!.api!.budget;
    expect(actionDocs().find((action) => action.name === "flip")?.budget).toEqual({
      seconds: budget.seconds,
      per_unit: budget.perUnit,
      unit: "megapixel",
      weights: { format: { avif: 3 } },
      max_units: maxUnits(budget),
      max_seconds: MAX_TASK_SECONDS,
      text: describeBudget(budget, 1, ACTION_TOOLS.flip!.outputs),
    });
    expect(actionDocs(2).find((action) => action.name === "flip")?.budget).toMatchObject({
      seconds: budget.seconds * 2,
      per_unit: budget.perUnit * 2,
      max_seconds: MAX_TASK_SECONDS * 2,
    });
    expect(actionDocs().find((action) => action.name === "upscale")?.budget.weights).toEqual({ model: { best: 4.5 }, format: { avif: 3 } });
    const pages = actionsOf(document).find((action) => action.name === "pdf-to-images");
    expect(pages).toMatchObject({ maxPages: 200, timeLimit: expect.stringContaining("per megapixel drawn") });
    expect(actionsOf(document).find((action) => action.name === "flip")?.maxPages).toBeNull();
  });

  it("carry the example a tool asks for where its defaults alone would leave a photo as it is", () => {
    const actions = actionsOf(document);
    expect(actions.find((action) => action.name === "object-remove")?.example).toEqual({
      parameters: null,
      companions: [{ key: "mask", suffix: ".mask.png" }],
    });
    expect(actions.find((action) => action.name === "colorize")?.example.parameters).toEqual({ mode: "automatic", replaceColour: true });
  });
});
