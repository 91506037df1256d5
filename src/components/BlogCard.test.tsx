import { render, screen } from "@testing-library/react";
import { setViewportWidth } from "../test-utils/viewport";
import { BlogCard, formatDate } from "./BlogCard";

const post = {
  id: "1",
  excerpt: "word ".repeat(200).trim(),
  frontmatter: {
    title: "Compress a folder",
    slug: "compress-a-folder",
    date: "2026-10-02",
    tags: ["tutorial"],
    featureImage: "/images/blog/compress-a-folder.svg",
    featureImageAlt: "A folder of photos",
  },
};

describe("BlogCard", () => {
  it("shows date, title linking to the post, image and excerpt", () => {
    setViewportWidth(1280);
    render(<BlogCard post={post} />);
    expect(screen.getByRole("link", { name: "Compress a folder" })).toHaveAttribute("href", "/compress-a-folder/");
    expect(screen.getByRole("img", { name: "A folder of photos" })).toHaveAttribute("src", "/images/blog/compress-a-folder.svg");
    expect(screen.getByText("2 October 2026")).toHaveAttribute("dateTime", "2026-10-02");
  });

  it("shortens the excerpt on narrow screens, to no less than 20 characters", () => {
    setViewportWidth(1280);
    const { container } = render(<BlogCard post={post} />);
    const excerpt = () => container.querySelector("p")!.textContent!;
    expect(excerpt().length).toBeGreaterThan(480);
    expect(excerpt().length).toBeLessThanOrEqual(511);
    setViewportWidth(600);
    expect(excerpt().length).toBeLessThan(300);
    setViewportWidth(320);
    expect(excerpt().length).toBeLessThanOrEqual(20);
    expect(excerpt().length).toBeGreaterThan(10);
  });

  it("formats dates in UTC", () => {
    expect(formatDate("2026-01-05")).toBe("5 January 2026");
  });
});
