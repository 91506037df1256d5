import { useSyncExternalStore } from "react";
import { SERVER_WIDTH } from "../lib/breakpoints";

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
