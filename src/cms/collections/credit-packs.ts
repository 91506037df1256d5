import type { CmsCollection } from "../decap-types";
import { boolean, HTTPS_URL, integer, string } from "../fields";

/**
 * The API credit packs the pricing page sells at #credits (src/lib/credit-packs.ts), checked before
 * saving against the schema the build and the server use. The server grants an order of a pack's
 * product and variant its credits, so the ids must be the store's.
 */
export const creditPacksCollection: CmsCollection = {
  name: "credit_packs",
  label: "API credit packs",
  label_singular: "Credit pack",
  description:
    "What the pricing page sells at /pricing/#credits. An order of a pack's Lemon Squeezy product and variant grants its credits " +
    "to the buyer's API account (unless the server's LEMON_CREDIT_PRODUCTS replaces these packs for another store).",
  folder: "content/credit-packs",
  extension: "json",
  format: "json",
  create: true,
  slug: "{{slug}}",
  identifier_field: "name",
  summary: "{{name}}",
  sortable_fields: [{ field: "order", default_sort: true }, "name"],
  fields: [
    string("name", "Name", { hint: "As on the pricing page, for example “2,000 API credits”." }),
    integer("order", "Order on the pricing page"),
    boolean("listed", "On sale", { hint: "Off for packs no longer sold; their orders still grant credits." }),
    integer("credits", "Credits", { min: 1, hint: "Granted per pack bought." }),
    { name: "price", label: "Price (US$)", widget: "number", value_type: "float", min: 0.01, step: 0.01 },
    integer("product_id", "Product id", { min: 1, hint: "The Lemon Squeezy product of this pack." }),
    integer("variant_id", "Variant id", {
      min: 1,
      required: false,
      hint: "The product's variant of this pack; empty: every variant of the product grants these credits.",
    }),
    string("checkout_url", "Checkout link", { pattern: [HTTPS_URL, "An https:// address"], hint: "The store's /checkout/buy/ link." }),
  ],
};
