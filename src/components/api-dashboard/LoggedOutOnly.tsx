import type { ReactNode } from "react";
import { useSessionToken } from "./useSessionToken";

/** What only a logged-out visitor needs, such as how logging in works: gone once the page is the dashboard. */
export function LoggedOutOnly({ children }: { children: ReactNode }) {
  return useSessionToken() ? null : children;
}
