import { planFrontmatterSchema } from "../../lib/plan-schema";
import type { CmsCollection, CmsField } from "../decap-types";
import { boolean, HTTPS_URL, integer, objectList, PATH, string, text } from "../fields";

/** The plan catalogue (spec §3, §6), checked before saving against the schema the build uses (src/lib/plans.ts). */

const toolPaths = (name: string, label: string, hint: string): CmsField => ({
  name,
  label,
  widget: "relation",
  collection: "tools",
  value_field: "link",
  search_fields: ["name"],
  display_fields: ["name"],
  multiple: true,
  required: false,
  hint,
});

export const plansCollection: CmsCollection = {
  name: "plans",
  label: "Plans and passes",
  label_singular: "Plan",
  description:
    "The file name is the plan's slug, which LEMON_PRODUCT_IDS names to override its product id. " +
    "The store id is not edited here: every plan belongs to the Lemon Squeezy store the site is built with (LEMON_STORE_ID).",
  folder: "content/plans",
  create: true,
  slug: "{{slug}}",
  identifier_field: "product_name",
  summary: "{{product_name}}",
  sortable_fields: [{ field: "order", default_sort: true }, "product_name"],
  fields: [
    string("product_name", "Product name", { hint: "As in the Lemon Squeezy store." }),
    integer("product_id", "Product id", {
      min: 1,
      hint: "The production store's product id (LEMON_PRODUCT_IDS overrides it). The store itself is set by LEMON_STORE_ID when the site is built.",
    }),
    { name: "kind", label: "Kind", widget: "select", options: planFrontmatterSchema.shape.kind.options },
    integer("order", "Order on the pricing page"),
    boolean("listed", "On sale", { hint: "Off for plans whose keys still work but are no longer sold." }),
    boolean("highlight", "Recommended", { required: false }),
    string("tagline", "Tagline"),
    { name: "price", label: "Price (US$)", widget: "number", value_type: "float", min: 0.01, step: 0.01 },
    string("price_period", "Price period", { hint: "one-time, 7 days, 14 days …" }),
    boolean("allow_all", "Unlocks every tool"),
    toolPaths("allowed_paths", "Unlocks", "Tools this plan unlocks (not needed when it unlocks every tool)."),
    toolPaths("disallowed_paths", "Never unlocks", "Tools never unlocked, even with every tool."),
    string("redirect_path", "After activation, go to", { pattern: [PATH, "A site path starting and ending with /"] }),
    string("checkout_url", "Checkout link", {
      required: false,
      pattern: [HTTPS_URL, "An https:// address"],
      hint: "The store's /checkout/buy/ link; needed when the plan is on sale.",
    }),
    objectList("features", "Features", [string("title", "Feature"), text("text", "Details", { required: false })], {
      min: 1,
      summary: "{{fields.title}}",
      label_singular: "feature",
    }),
  ],
};
