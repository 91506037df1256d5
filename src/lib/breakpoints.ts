/**
 * Layout breakpoints (spec §9). The CSS uses the same widths: 76.8rem and 99.2rem on the 62.5%
 * root font size, written as 48em and 62em in media queries because those resolve against the
 * browser's initial font size, not the root's.
 */
export type Breakpoint = "mobile" | "tablet" | "desktop";

export const TABLET_MIN_WIDTH = 768;
export const DESKTOP_MIN_WIDTH = 992;
/** What a server render assumes, since it has no window: a desktop. */
export const SERVER_WIDTH = 1000;

export function breakpointOf(width: number): Breakpoint {
  if (width < TABLET_MIN_WIDTH) return "mobile";
  if (width < DESKTOP_MIN_WIDTH) return "tablet";
  return "desktop";
}
