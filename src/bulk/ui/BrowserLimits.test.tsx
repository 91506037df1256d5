import { render, screen } from "@testing-library/react";
import { BrowserLimits } from "./BrowserLimits";

// jsdom is a browser with none of these: no directory picker, no cross-origin isolation, no navigator.gpu.
describe("BrowserLimits", () => {
  it("shows the one line found by detection once the page has run", async () => {
    render(<BrowserLimits tool={{ outputs: ["png", "avif"], webgpu: true }} />);
    const line = await screen.findByTestId("browser-limits");
    expect(line).toHaveTextContent(/^In this browser: no saving into a folder .*no WebAssembly threads, so AVIF files .*no WebGPU/);
  });
});
