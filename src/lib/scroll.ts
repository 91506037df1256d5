/**
 * Where to scroll after a navigation: the hash target when the URL has one, otherwise the position
 * saved for this history entry (Gatsby keeps it in sessionStorage per location key, so back and
 * forward restore it), otherwise the top.
 */
export type ScrollPlan = { kind: "element"; id: string } | { kind: "position"; y: number };

function decodeHash(hash: string): string {
  const raw = hash.replace(/^#/, "");
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

export function scrollPlan(location: { hash: string }, savedY: number | null | undefined): ScrollPlan {
  const id = decodeHash(location.hash);
  if (id !== "") return { kind: "element", id };
  return { kind: "position", y: typeof savedY === "number" && Number.isFinite(savedY) ? savedY : 0 };
}

/** Carries out a plan; a hash naming no element leaves the page at the top. */
export function applyScrollPlan(plan: ScrollPlan, doc: Document, win: Pick<Window, "scrollTo">): void {
  if (plan.kind === "element") {
    const target = doc.getElementById(plan.id);
    if (target) {
      target.scrollIntoView();
      return;
    }
    win.scrollTo(0, 0);
    return;
  }
  win.scrollTo(0, plan.y);
}

/**
 * Stops the browser restoring scroll by itself on back and forward: it would do so before React
 * renders the page it returns to, and Gatsby would then save that position under the page being
 * left. The plan above restores it instead, once the page is there.
 */
export function takeOverScrollRestoration(history: Pick<History, "scrollRestoration">): void {
  history.scrollRestoration = "manual";
}
