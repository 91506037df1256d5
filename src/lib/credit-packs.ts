/**
 * API credit packs (content/credit-packs, one JSON file each): what the pricing page sells at
 * #credits, and, by their product and variant ids, what the order webhook grants
 * (server/credits/credit-packs.ts reads the same files).
 */
export interface CreditPack {
  /** The file name without .json. */
  slug: string;
  name: string;
  /** Position on the pricing page. */
  order: number;
  /** Sold on the pricing page; false for packs no longer offered, whose orders still grant credits. */
  listed: boolean;
  credits: number;
  /** US dollars. */
  price: number;
  /** Lemon Squeezy's product id. */
  product_id: number;
  /** Lemon Squeezy's variant id; null: any variant of the product. */
  variant_id: number | null;
  /** The store's /checkout/buy/ link. */
  checkout_url: string;
}

/** Where everything that offers credits sends people. */
export const CREDITS_PATH = "/pricing/#credits";

/** The key the webhook looks an order up by: "product/variant", or "product" for any variant. */
export function creditProductKey(pack: Pick<CreditPack, "product_id" | "variant_id">): string {
  return pack.variant_id === null ? String(pack.product_id) : `${pack.product_id}/${pack.variant_id}`;
}

/** Pricing-page order: listed packs by their order field. */
export function listedPacks(packs: readonly CreditPack[]): CreditPack[] {
  return packs.filter((pack) => pack.listed).sort((a, b) => a.order - b.order);
}

/** "$0.018": the price of one credit, to a hundredth of a cent. */
export function pricePerCredit(pack: Pick<CreditPack, "price" | "credits">): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 4 }).format(
    pack.price / pack.credits,
  );
}

/** "2,000". */
export function formatCredits(credits: number): string {
  return new Intl.NumberFormat("en-US").format(credits);
}
