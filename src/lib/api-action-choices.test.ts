import { actionChoices, actionToolNames } from "./api-action-choices";
import type { ApiActionView } from "./openapi-actions";

const action = (name: string, tool: string, credits = 1) =>
  ({
    name,
    tool,
    label: `${name} label`,
    credits,
    parameters: [{ name: "scale", title: "Scale", description: "", type: "number", default: 2 }],
    example: { parameters: name === "compress" ? { quality: 70 } : null, companions: [] },
  }) as unknown as ApiActionView;

const tool = (slug: string, name: string, order: number, hide = false) => ({
  name,
  link: `/tools/${slug}/`,
  desc: "",
  icon_name: null,
  is_tool_ai: false,
  tags: [],
  order,
  hide,
  hide_footer: hide,
  hide_suggestion: hide,
});

const actions = [
  action("compress", "bulk-image-compressor"),
  action("summarize-book", "bulk-book-summarizer", 5),
  action("upscale", "bulk-image-upscaler", 2),
  action("no-page", "a-tool-without-content"),
];
const tools = [
  tool("bulk-image-upscaler", "Bulk Image Upscaler", 5),
  tool("bulk-book-summarizer", "Bulk Book Summarizer", 14, true),
  tool("bulk-image-compressor", "Bulk Image Compressor", 3),
  tool("bulk-image-cropper", "Bulk Image Cropper", 12),
];

describe("the dashboard's actions", () => {
  it("offers the actions of listed tools in catalogue order, named by their tools, with their examples, never a hidden tool's", () => {
    expect(actionChoices(actions, tools)).toEqual([
      { name: "compress", label: "Bulk Image Compressor", credits: 1, example: '{"quality":70}' },
      { name: "upscale", label: "Bulk Image Upscaler", credits: 2, example: '{"scale":2}' },
    ]);
    expect(actionChoices([], tools)).toEqual([]);
  });

  it("names every action of a known tool for the task history, hidden ones included", () => {
    const names = actionToolNames(actions, tools);
    expect(names.get("summarize-book")).toBe("Bulk Book Summarizer");
    expect(names.get("compress")).toBe("Bulk Image Compressor");
    expect(names.has("no-page")).toBe(false);
  });
});
