/**
 * The pricing page's rules. Its list holds the plans on sale in their content order or, when the
 * visitor came from a tool (`?tool=<path>`), the ones that unlock that tool first: its own passes,
 * then the plans that unlock everything, then the rest.
 */
import { planAllowsPath, listedPlans, type Plan } from "./plans";
import { toolPathOf } from "./paths";

export interface PricingList {
  plans: Plan[];
  /** Slugs of the plans that unlock the tool; empty without a tool. */
  covering: Set<string>;
}

/** The tool path of a pricing URL's query, when it names a tool page. */
export function toolFromSearch(search: string): string | null {
  const tool = new URLSearchParams(search).get("tool");
  return tool ? toolPathOf(tool) : null;
}

export function pricingList(plans: readonly Plan[], toolPath: string | null): PricingList {
  const listed = listedPlans(plans);
  if (!toolPath) return { plans: listed, covering: new Set() };
  const rank = (plan: Plan) => (!planAllowsPath(plan, toolPath) ? 2 : plan.allow_all ? 1 : 0);
  // Array.prototype.sort is stable, so each group keeps the content order.
  const ordered = [...listed].sort((a, b) => rank(a) - rank(b));
  return { plans: ordered, covering: new Set(ordered.filter((plan) => rank(plan) < 2).map((plan) => plan.slug)) };
}

/**
 * The plans that may be sold while some tools are still being built: a plan that names its tools
 * (not "all tools") is held back when one of them is not available, since it would sell nothing
 * that works. A plan for all tools stays; the unavailable tools are marked where they are listed.
 */
export function sellablePlans(plans: readonly Plan[], tools: readonly { link: string; available: boolean }[]): Plan[] {
  const missing = tools.filter((tool) => !tool.available);
  return plans.filter((plan) => plan.allow_all || !missing.some((tool) => planAllowsPath(plan, tool.link)));
}

/** "$49": whole dollars without cents, others with them. */
export function formatPrice(dollars: number): string {
  return new Intl.NumberFormat("en-US", {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
  }).format(dollars);
}

/** "for 7 days" for a pass's period, the text itself otherwise ("one-time"). */
export function periodLabel(period: string): string {
  return /^\d+\s+(day|week|month|year)s?$/i.test(period.trim()) ? `for ${period.trim()}` : period;
}

/** The content's note for a visitor who came from a tool, with the tool's name in place of {tool}. */
export function toolNote(template: string, toolName: string): string {
  return template.replaceAll("{tool}", toolName);
}
