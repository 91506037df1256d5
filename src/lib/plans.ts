import { normalizePath } from "./paths";

/**
 * The plan catalogue (spec §3, §6): one content file per plan in content/plans/. The store id and the
 * product ids come from configuration (resolvePlanIds), so a staging store can differ from production
 * without editing content; the product id in each file is the production default.
 */
export interface Plan {
  slug: string;
  product_name: string;
  store_id: number;
  product_id: number;
  /** A plan unlocks tools without an end date; a pass is time-limited (its key expires at the provider). */
  kind: "plan" | "pass";
  /** Position on the pricing page. */
  order: number;
  /** Sold on the pricing page; false for plans whose existing keys still work but are no longer offered. */
  listed: boolean;
  /** The pricing page's recommended plan. */
  highlight: boolean;
  tagline: string;
  /** US dollars. */
  price: number;
  /** How long the price buys: "one-time", "7 days", "14 days". */
  price_period: string;
  allow_all: boolean;
  /** Path prefixes the plan unlocks (a tool path covers its sub-pages). */
  allowed_paths: string[];
  /** Path prefixes never unlocked, even with allow_all. */
  disallowed_paths: string[];
  /** Where the visitor goes after activating. */
  redirect_path: string;
  /** The checkout's /checkout/buy/ link; empty for unlisted plans. */
  checkout_url: string;
  /** Selling points on the pricing page; text is an optional longer line under the title. */
  features: { title: string; text: string | null }[];
}

/** A path of this site, starting and ending with / (the form every page path has). */
export const SITE_PATH = /^\/([^/?#]+\/)*$/;

/** A plan file's frontmatter as GraphQL gives it (absent fields are null); plan-schema.ts checks it at build time. */
export interface PlanFrontmatter {
  product_name: string;
  product_id: number;
  kind: "plan" | "pass";
  order: number;
  listed: boolean;
  highlight?: boolean | null;
  tagline: string;
  price: number;
  price_period: string;
  allow_all: boolean;
  allowed_paths?: string[] | null;
  disallowed_paths?: string[] | null;
  redirect_path: string;
  checkout_url?: string | null;
  features: { title: string; text?: string | null }[];
}

/**
 * A catalogue entry from a plan file the build has already checked (toPlan in plan-schema.ts):
 * the defaults of the optional fields, without the schema library, which pages need not load.
 */
export function planFromFrontmatter(slug: string, ids: { store_id: number; product_id: number }, frontmatter: PlanFrontmatter): Plan {
  return {
    ...frontmatter,
    product_name: frontmatter.product_name.trim(),
    highlight: frontmatter.highlight ?? false,
    allowed_paths: frontmatter.allowed_paths ?? [],
    disallowed_paths: frontmatter.disallowed_paths ?? [],
    checkout_url: frontmatter.checkout_url ?? "",
    features: frontmatter.features.map((feature) => ({ title: feature.title, text: feature.text ?? null })),
    slug,
    ...ids,
  };
}

/** The configuration variables read by resolvePlanIds (build time and the license-provider stand-in). */
export const PLAN_ENV_VARS = ["LEMON_STORE_ID", "LEMON_PRODUCT_IDS"] as const;

/** Used when LEMON_STORE_ID is not set: local builds and tests. Production builds set the real store. */
export const DEFAULT_STORE_ID = 1;

type Env = Partial<Record<(typeof PLAN_ENV_VARS)[number], string | undefined>>;

function positiveInteger(text: string, what: string): number {
  const value = Number(text.trim());
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${what} must be a positive whole number, not "${text}"`);
  return value;
}

/**
 * The store id and the product id of one plan: LEMON_STORE_ID, and LEMON_PRODUCT_IDS as
 * "slug=id,slug=id" overriding the product_id of the named plans' content files.
 */
export function resolvePlanIds(slug: string, contentProductId: number, env: Env): { store_id: number; product_id: number } {
  const store = env.LEMON_STORE_ID?.trim();
  const store_id = store ? positiveInteger(store, "LEMON_STORE_ID") : DEFAULT_STORE_ID;
  const overrides = new Map(
    (env.LEMON_PRODUCT_IDS ?? "")
      .split(",")
      .map((pair) => pair.trim())
      .filter((pair) => pair !== "")
      .map((pair) => {
        const [name = "", id = ""] = pair.split("=");
        return [name.trim(), positiveInteger(id, `LEMON_PRODUCT_IDS entry "${pair}"`)] as const;
      }),
  );
  return { store_id, product_id: overrides.get(slug) ?? contentProductId };
}

/** The plan a license belongs to, by the store and product the provider reports (spec §5). */
export function planForProduct(plans: readonly Plan[], storeId: unknown, productId: unknown): Plan | null {
  return plans.find((plan) => plan.store_id === storeId && plan.product_id === productId) ?? null;
}

export function planByName(plans: readonly Plan[], name: string): Plan | null {
  return plans.find((plan) => plan.product_name === name) ?? null;
}

const covers = (prefixes: readonly string[], path: string) => prefixes.some((prefix) => path.startsWith(normalizePath(prefix)));

/** Whether a plan unlocks a page: allow_all or an allowed prefix, and no disallowed prefix. */
export function planAllowsPath(plan: Pick<Plan, "allow_all" | "allowed_paths" | "disallowed_paths">, pathname: string): boolean {
  const path = normalizePath(pathname);
  if (covers(plan.disallowed_paths, path)) return false;
  return plan.allow_all || covers(plan.allowed_paths, path);
}

/** Pricing-page order: listed plans by their order field. */
export function listedPlans(plans: readonly Plan[]): Plan[] {
  return plans.filter((plan) => plan.listed).sort((a, b) => a.order - b.order);
}
