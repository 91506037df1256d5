import { footerTools, groupByTag, suggestedTools, toolsBySlug, visibleTools } from "./tool-catalogue";

const tool = (name: string, order: number, tags: string[], extra: Record<string, boolean> = {}) => ({
  name,
  link: `/tools/${name}/`,
  desc: `${name} desc`,
  icon_name: null,
  is_tool_ai: false,
  tags,
  order,
  hide: false,
  hide_footer: false,
  hide_suggestion: false,
  ...extra,
});

const catalogue = [
  tool("compressor", 3, ["Optimize"]),
  tool("bg-removal", 1, ["AI", "Edit"]),
  tool("summarizer", 14, ["AI", "Text"], { hide: true, hide_footer: true, hide_suggestion: true }),
  tool("resizer", 8, ["Optimize"]),
  tool("crop", 12, ["Edit"], { hide_footer: true }),
  tool("upscaler", 5, ["AI", "Edit"], { hide_suggestion: true }),
];

describe("tool catalogue", () => {
  it("lists visible tools in catalogue order, never the hidden one", () => {
    expect(visibleTools(catalogue).map((t) => t.name)).toEqual(["bg-removal", "compressor", "upscaler", "resizer", "crop"]);
  });

  it("leaves hide_footer tools out of the footer", () => {
    expect(footerTools(catalogue).map((t) => t.name)).toEqual(["bg-removal", "compressor", "upscaler", "resizer"]);
  });

  it("suggests related tools first, never itself, a hidden or a hide_suggestion tool", () => {
    const names = suggestedTools("/tools/compressor/", catalogue).map((t) => t.name);
    expect(names).toEqual(["resizer", "bg-removal", "crop"]);
    expect(suggestedTools("/tools/bg-removal/", catalogue, 2).map((t) => t.name)).toEqual(["crop", "compressor"]);
  });

  it("groups by tag in order of first appearance, without hidden tools", () => {
    expect(groupByTag(catalogue).map((g) => [g.tag, g.tools.map((t) => t.name)])).toEqual([
      ["AI", ["bg-removal", "upscaler"]],
      ["Edit", ["bg-removal", "upscaler", "crop"]],
      ["Optimize", ["compressor", "resizer"]],
    ]);
  });

  it("finds the visible tools a post names, in catalogue order", () => {
    expect(toolsBySlug(catalogue, ["resizer", "summarizer", "bg-removal", "nope"]).map((t) => t.name)).toEqual(["bg-removal", "resizer"]);
  });
});
