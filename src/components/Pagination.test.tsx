import { render, screen } from "@testing-library/react";
import { Pagination } from "./Pagination";

describe("Pagination", () => {
  it("links the neighbouring pages", () => {
    render(<Pagination basePath="/blog/" currentPage={2} numPages={3} />);
    expect(screen.getByRole("link", { name: "Previous Page" })).toHaveAttribute("href", "/blog/");
    expect(screen.getByRole("link", { name: "Next Page" })).toHaveAttribute("href", "/blog/3/");
    expect(screen.getByText("Page 2 of 3")).toBeInTheDocument();
  });

  it("has no previous link on the first page and no next link on the last", () => {
    const { rerender } = render(<Pagination basePath="/tag/help/" currentPage={1} numPages={2} />);
    expect(screen.queryByRole("link", { name: "Previous Page" })).toBeNull();
    expect(screen.getByRole("link", { name: "Next Page" })).toHaveAttribute("href", "/tag/help/2/");
    rerender(<Pagination basePath="/tag/help/" currentPage={2} numPages={2} />);
    expect(screen.queryByRole("link", { name: "Next Page" })).toBeNull();
  });

  it("renders nothing for a single page", () => {
    const { container } = render(<Pagination basePath="/blog/" currentPage={1} numPages={1} />);
    expect(container).toBeEmptyDOMElement();
  });
});
