/** @jest-environment jsdom */
import { hideRouteProgress, NAVIGATION_DELAYED_EVENT, showRouteProgress } from "./route-progress";

describe("route progress", () => {
  it("shows a progress bar and emits the delayed event", () => {
    const listener = jest.fn();
    window.addEventListener(NAVIGATION_DELAYED_EVENT, listener);
    showRouteProgress(document, "/blog/");
    const bar = document.querySelector('[role="progressbar"]') as HTMLElement;
    expect(bar.hidden).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    expect((listener.mock.calls[0][0] as CustomEvent).detail).toEqual({ from: "/blog/" });
    window.removeEventListener(NAVIGATION_DELAYED_EVENT, listener);
  });

  it("reuses one bar and hides it when the page arrives", () => {
    showRouteProgress(document, "/a/");
    showRouteProgress(document, "/b/");
    expect(document.querySelectorAll('[role="progressbar"]')).toHaveLength(1);
    hideRouteProgress(document);
    expect((document.querySelector('[role="progressbar"]') as HTMLElement).hidden).toBe(true);
  });
});
