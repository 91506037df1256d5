import type { CmsCollection } from "../decap-types";
import { body, boolean, day, slug, string, text, title, toolsBySlug } from "../fields";

/** Success stories, at /success-stories/<slug>/. */
export const storiesCollection: CmsCollection = {
  name: "stories",
  label: "Success stories",
  label_singular: "Success story",
  folder: "content/stories",
  create: true,
  slug: "{{fields.slug}}",
  identifier_field: "title",
  preview_path: "success-stories/{{slug}}/",
  sortable_fields: [{ field: "date", default_sort: "desc" }, "title"],
  fields: [
    title,
    slug("The story's address: /success-stories/<slug>/."),
    day("date", "Date"),
    boolean("example", "Example story", { hint: "An invented example: the page says so. Untick only for a real customer's account." }),
    string("customer", "Customer", { required: false }),
    string("industry", "Industry", { required: false }),
    toolsBySlug("tools", "Tools used", true),
    text("summary", "Summary", { hint: "The lead paragraph, also shown on the stories list." }),
    body(),
  ],
};
