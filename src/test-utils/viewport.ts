import { act } from "@testing-library/react";

/** Gives jsdom's window a new width and tells listeners, as a real resize would. */
export function setViewportWidth(width: number): void {
  act(() => {
    Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
    window.dispatchEvent(new Event("resize"));
  });
}
