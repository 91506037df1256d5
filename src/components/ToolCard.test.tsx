import { render, screen } from "@testing-library/react";
import { ToolGrid } from "./ToolCard";
import { TOOL_ICON_NAMES } from "./ToolIcon";

const tool = (name: string, is_tool_ai: boolean, available = true) => ({
  available,
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

  it("marks a tool that is not available yet, in its card's words and accessible name", () => {
    render(<ToolGrid tools={[tool("Compressor", false), tool("Made Up Tool", false, false)]} />);
    const card = screen.getByRole("link", { name: /Made Up Tool/ }).closest("article");
    expect(card).toHaveAttribute("data-available", "false");
    expect(card).toHaveTextContent("Coming soon");
    expect(screen.getByRole("heading", { name: /Made Up Tool/ })).toHaveTextContent("Made Up Tool Coming soon");
    expect(screen.getByRole("link", { name: "Compressor" }).closest("article")).toHaveAttribute("data-available", "true");
    expect(screen.queryAllByText("Coming soon")).toHaveLength(1);
  });

  it("keeps the AI badge on the line of the name's last word", () => {
    render(<ToolGrid tools={[tool("Bulk Photo Colorizer", true)]} />);
    const heading = screen.getByRole("heading", { name: /Colorizer/ });
    expect(heading.textContent).toBe("Bulk Photo Colorizer\u00a0AI");
  });

  it("knows the icons the catalogue names", () => {
    expect(TOOL_ICON_NAMES).toEqual(expect.arrayContaining(["shrink", "eraser", "refresh-cw", "file-image"]));
  });
});
