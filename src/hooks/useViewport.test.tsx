import { render, screen } from "@testing-library/react";
import { setViewportWidth } from "../test-utils/viewport";
import { renderToString } from "react-dom/server";
import { useBreakpoint, useViewportWidth } from "./useViewport";

function Probe() {
  return (
    <p>
      {useBreakpoint()} {useViewportWidth()}
    </p>
  );
}

describe("useBreakpoint", () => {
  it("renders as a 1000 px desktop on the server", () => {
    expect(renderToString(<Probe />)).toContain("desktop<!-- --> <!-- -->1000");
  });

  it("follows the window as it resizes", () => {
    setViewportWidth(375);
    render(<Probe />);
    expect(screen.getByText("mobile 375")).toBeInTheDocument();
    setViewportWidth(800);
    expect(screen.getByText("tablet 800")).toBeInTheDocument();
    setViewportWidth(991);
    expect(screen.getByText("tablet 991")).toBeInTheDocument();
    setViewportWidth(992);
    expect(screen.getByText("desktop 992")).toBeInTheDocument();
  });
});
