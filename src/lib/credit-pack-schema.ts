import { z } from "zod";
import { type CreditPack, creditProductKey } from "./credit-packs";

/**
 * The rules a credit pack file must meet (the build, the Content Manager and the server check
 * them); the pages read packs the build has checked and never load this schema.
 */
export const creditPackSchema = z.object({
  name: z.string().trim().min(1),
  order: z.number().int(),
  listed: z.boolean(),
  credits: z.number().int().positive(),
  price: z.number().positive(),
  product_id: z.number().int().positive(),
  // The Content Manager saves an emptied number field as "".
  variant_id: z.union([z.number().int().positive(), z.literal("")]).nullish(),
  checkout_url: z.url({ protocol: /^https$/ }),
});

/** A pack from its file's slug and data; throws naming the pack and the bad field. */
export function toCreditPack(slug: string, data: unknown): CreditPack {
  const parsed = creditPackSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`Credit pack "${slug}": ${issue?.path.join(".") || "data"} ${issue?.message ?? "is invalid"}`);
  }
  return { ...parsed.data, name: parsed.data.name.trim(), variant_id: parsed.data.variant_id || null, slug };
}

/**
 * Credits per unit by the webhook's key (creditProductKey). Two packs with one key would leave it
 * to chance which one an order grants, so that is refused.
 */
export function creditProductsOf(packs: readonly CreditPack[]): Map<string, number> {
  const products = new Map<string, number>();
  const owner = new Map<string, string>();
  for (const pack of packs) {
    const key = creditProductKey(pack);
    const taken = owner.get(key);
    if (taken) throw new Error(`Credit packs "${taken}" and "${pack.slug}" have the same product and variant (${key})`);
    owner.set(key, pack.slug);
    products.set(key, pack.credits);
  }
  return products;
}
