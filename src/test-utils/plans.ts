import { toPlan } from "../lib/plan-schema";
import type { Plan } from "../lib/plans";

export interface TestPlan {
  slug: string;
  productId: number;
  name: string;
  /** The tool paths a pass unlocks; null for a plan of every tool. */
  paths: string[] | null;
  storeId?: number;
  disallowed?: string[];
}

/** A plan of the catalogue, valid as the build reads it, for the license and access tests. */
export function testPlan({ slug, productId, name, paths, storeId = 1, disallowed = [] }: TestPlan): Plan {
  return toPlan(
    slug,
    { store_id: storeId, product_id: productId },
    {
      product_name: name,
      product_id: productId,
      kind: paths ? "pass" : "plan",
      order: productId,
      listed: true,
      tagline: name,
      price: paths ? 49 : 249,
      price_period: paths ? "7 days" : "one-time",
      allow_all: paths === null,
      allowed_paths: paths ?? [],
      disallowed_paths: disallowed,
      redirect_path: paths?.[0] ?? "/",
      checkout_url: `https://store.example/checkout/buy/${slug}`,
      features: [{ title: name }],
    },
  );
}

/** The two kinds of plan most tests need: every tool, and a pass for one tool. */
export const PREMIUM: TestPlan = { slug: "premium", productId: 1, name: "Premium", paths: null };
export const FLIP_PASS: TestPlan = { slug: "bulk-flip-7-days", productId: 8, name: "Bulk Flip 7 Days", paths: ["/tools/bulk-flip-image/"] };
