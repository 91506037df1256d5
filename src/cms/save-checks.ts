import { toCreditPack } from "../lib/credit-pack-schema";
import { toPlan } from "../lib/plan-schema";

/**
 * Rules Decap's field patterns cannot express, applied before an entry is saved: the same rules
 * the build (gatsby-node.ts) and src/content.test.ts enforce, so a save never breaks the next
 * deploy. A broken rule throws the message Decap shows the editor.
 */
export type EntryData = Record<string, unknown>;

const isBlank = (value: unknown) => value === undefined || value === null || value === "";

/** A tool's rating is absent or has its average and count (src/content.test.ts); "drop" when all its fields were emptied. */
export function toolRatingAction(data: EntryData): "keep" | "drop" {
  const rating = (data.schema_markup as EntryData | undefined)?.aggregateRating as EntryData | undefined;
  if (!rating) return "keep";
  if (Object.values(rating).every(isBlank)) return "drop";
  if (isBlank(rating.ratingValue) || isBlank(rating.ratingCount)) {
    throw new Error("A rating needs both its average and its number of ratings (or leave all of its fields empty).");
  }
  return "keep";
}

/**
 * A tool's page is /tools/<its file name>/ (src/content.test.ts; its code folder, src/tools/<slug>/,
 * has the same name). A new tool has no file name yet: Decap names it after the tool's name.
 */
export function checkToolLink(slug: string, data: EntryData): void {
  if (slug !== "" && data.link !== `/tools/${slug}/`) {
    throw new Error(`This tool's link must stay /tools/${slug}/, after its file name (content/tools/${slug}.md).`);
  }
}

/** A plan must pass the schema the build checks it with (src/lib/plans.ts), whose message names the plan and the field. */
export function checkPlan(slug: string, data: EntryData): void {
  toPlan(slug || "new plan", { store_id: 1, product_id: Number(data.product_id) || 0 }, data);
}

/** A credit pack must pass the schema the build and the server check it with (src/lib/credit-pack-schema.ts). */
export function checkCreditPack(slug: string, data: EntryData): void {
  toCreditPack(slug || "new pack", data);
}
