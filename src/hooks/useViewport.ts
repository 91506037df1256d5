import { useSyncExternalStore } from "react";
import { type Breakpoint, breakpointOf, SERVER_WIDTH } from "../lib/breakpoints";

const subscribe = (onChange: () => void) => {
  window.addEventListener("resize", onChange);
  return () => window.removeEventListener("resize", onChange);
};

/** The viewport width; the server render and hydration use SERVER_WIDTH, then the real width follows. */
export function useViewportWidth(): number {
  return useSyncExternalStore(
    subscribe,
    () => window.innerWidth,
    () => SERVER_WIDTH,
  );
}

/** mobile < 768 px, tablet 768–991, desktop ≥ 992 (spec §9). */
export function useBreakpoint(): Breakpoint {
  return breakpointOf(useViewportWidth());
}
