import { useSessionToken } from "./useSessionToken";

/** The login page's heading: the page's own title while logged out, what the page has become once logged in. */
export function DashboardTitle({ loggedOut }: { loggedOut: string }) {
  return <>{useSessionToken() ? "API dashboard" : loggedOut}</>;
}
