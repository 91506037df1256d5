import type { CmsCollection } from "../decap-types";
import { body, day, description, HTTPS_URL, objectList, slug, string, text, title } from "../fields";

/** Comparisons with other tools, at /compare/<slug>/. */
export const compareCollection: CmsCollection = {
  name: "compare",
  label: "Compare pages",
  label_singular: "Compare page",
  folder: "content/compare",
  create: true,
  slug: "{{fields.slug}}",
  identifier_field: "title",
  preview_path: "compare/{{slug}}/",
  sortable_fields: ["title", "date"],
  fields: [
    title,
    slug("The page's address: /compare/<slug>/."),
    string("alternative", "Other tool's name"),
    string("alternative_url", "Other tool's address", { required: false, pattern: [HTTPS_URL, "An https:// address"] }),
    description,
    day("date", "Date"),
    text("summary", "Summary", { hint: "The lead paragraph, also shown on the compare index." }),
    objectList(
      "table",
      "Comparison table",
      [string("feature", "Feature"), text("pixelbatch", "PixelBatch"), text("alternative", "Other tool")],
      { required: false, summary: "{{fields.feature}}", label_singular: "row" },
    ),
    body(),
  ],
};
