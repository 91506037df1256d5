import { z } from "zod";
import { type Plan, type PlanFrontmatter, planFromFrontmatter, SITE_PATH } from "./plans";

/**
 * The rules a plan file must meet (the build, the Content Manager and the tests check them); the
 * pages read plans the build has checked with planFromFrontmatter and never load this schema.
 */
const pathPrefix = z.string().regex(SITE_PATH, "a site path starting and ending with /");

export const planFrontmatterSchema = z.object({
  product_name: z.string().trim().min(1),
  product_id: z.number().int().positive(),
  kind: z.enum(["plan", "pass"]),
  order: z.number().int(),
  listed: z.boolean(),
  highlight: z.boolean().nullish(),
  tagline: z.string().min(1),
  price: z.number().positive(),
  price_period: z.string().min(1),
  allow_all: z.boolean(),
  allowed_paths: z.array(pathPrefix).nullish(),
  disallowed_paths: z.array(pathPrefix).nullish(),
  redirect_path: pathPrefix,
  checkout_url: z.union([z.url({ protocol: /^https$/ }), z.literal("")]).nullish(),
  features: z.array(z.object({ title: z.string().min(1), text: z.string().nullish() })).min(1),
}) satisfies z.ZodType<PlanFrontmatter>;

/** A catalogue entry from its file's slug, its configured ids and its frontmatter; throws naming the plan and the bad field. */
export function toPlan(slug: string, ids: { store_id: number; product_id: number }, frontmatter: unknown): Plan {
  const parsed = planFrontmatterSchema.safeParse(frontmatter);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Plan "${slug}": ${issue?.path.join(".") || "frontmatter"} ${issue?.message ?? "is invalid"}`);
  }
  const plan = planFromFrontmatter(slug, ids, parsed.data);
  if (plan.listed && plan.checkout_url === "") throw new Error(`Plan "${slug}": a listed plan needs a checkout_url`);
  if (!plan.allow_all && plan.allowed_paths.length === 0) throw new Error(`Plan "${slug}": allows no path`);
  return plan;
}
