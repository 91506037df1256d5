import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { useBreakpoint, useViewportWidth } from "./useViewport";

function Probe() {
  return (
    <p>
      {useBreakpoint()} {useViewportWidth()}
    </p>
  );
}

const resizeTo = (width: number) =>
  act(() => {
    Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
    window.dispatchEvent(new Event("resize"));
  });

describe("useBreakpoint", () => {
  it("renders as a 1000 px desktop on the server", () => {
    expect(renderToString(<Probe />)).toContain("desktop<!-- --> <!-- -->1000");
  });

  it("follows the window as it resizes", () => {
    resizeTo(375);
    render(<Probe />);
    expect(screen.getByText("mobile 375")).toBeInTheDocument();
    resizeTo(800);
    expect(screen.getByText("tablet 800")).toBeInTheDocument();
    resizeTo(991);
    expect(screen.getByText("tablet 991")).toBeInTheDocument();
    resizeTo(992);
    expect(screen.getByText("desktop 992")).toBeInTheDocument();
  });
});
