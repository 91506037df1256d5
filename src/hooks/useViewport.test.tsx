import { render, screen } from "@testing-library/react";
import { setViewportWidth } from "../test-utils/viewport";
import { renderToString } from "react-dom/server";
import { useViewportWidth } from "./useViewport";

function Probe() {
  return <p>width {useViewportWidth()}</p>;
}

describe("useViewportWidth", () => {
  it("renders as the layout library's assumed 1000 px on the server", () => {
    expect(renderToString(<Probe />)).toContain("width <!-- -->1000");
  });

  it("follows the window as it resizes", () => {
    setViewportWidth(375);
    render(<Probe />);
    expect(screen.getByText("width 375")).toBeInTheDocument();
    setViewportWidth(992);
    expect(screen.getByText("width 992")).toBeInTheDocument();
  });
});
