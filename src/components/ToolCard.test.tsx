import { render, screen } from "@testing-library/react";
import { ToolGrid } from "./ToolCard";
import { TOOL_ICON_NAMES } from "./ToolIcon";

const tool = (name: string, is_tool_ai: boolean) => ({
  name,
  link: `/tools/${name.toLowerCase().replace(/ /g, "-")}/`,
  desc: `${name} in bulk`,
  icon_name: "shrink",
  is_tool_ai,
  tags: [],
  hide_footer: false,
  hide_suggestion: false,
});

describe("ToolGrid", () => {
  it("shows each tool with its name, link and description, and an AI badge only for AI tools", () => {
    render(<ToolGrid tools={[tool("Compressor", false), tool("Upscaler", true)]} />);
    expect(screen.getByRole("link", { name: "Compressor" })).toHaveAttribute("href", "/tools/compressor/");
    expect(screen.getByText("Upscaler in bulk")).toBeInTheDocument();
    expect(screen.getAllByText("AI")).toHaveLength(1);
    expect(screen.getByRole("heading", { name: /Upscaler/ })).toContainElement(screen.getByText("AI"));
  });

  it("knows the icons the catalogue names", () => {
    expect(TOOL_ICON_NAMES).toEqual(expect.arrayContaining(["shrink", "eraser", "refresh-cw", "file-image"]));
  });
});
