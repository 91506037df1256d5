import { TOOL_ICON_NAMES } from "../../components/ToolIcon";
import type { CmsCollection, CmsField } from "../decap-types";
import { body, boolean, integer, objectList, PATH, string, stringList, SUB_TOOL_LINK, text, TOOL_LINK } from "../fields";

/** The tool catalogue (spec §3): one file per tool, the frontmatter being its catalogue entry. */

const MIME_TYPE = "^[a-z]+/[a-z0-9.+-]+$";

const rating: CmsField = {
  name: "aggregateRating",
  label: "Rating (only real ones)",
  widget: "object",
  required: false,
  collapsed: true,
  hint: "Leave empty unless real users rated the tool: search engines are shown these numbers. Average and count go together.",
  // Decap validates the fields of an object even when it is left empty, so none is required here;
  // the rule "absent or complete" is checked before saving (src/cms/save-checks.ts).
  fields: [
    { name: "ratingValue", label: "Average rating", widget: "number", value_type: "float", min: 1, max: 5, step: 0.1, required: false },
    integer("ratingCount", "Number of ratings", { min: 1, required: false }),
    { name: "bestRating", label: "Best possible rating", widget: "number", value_type: "float", required: false },
    { name: "worstRating", label: "Worst possible rating", widget: "number", value_type: "float", required: false },
  ],
};

const schemaMarkup: CmsField = {
  name: "schema_markup",
  label: "Structured data (SoftwareApplication)",
  widget: "object",
  collapsed: true,
  fields: [
    string("name", "Name"),
    text("desc", "Description"),
    stringList("featureList", "Features", {}, { min: 1 }),
    stringList("fileFormat", "File formats (MIME types)", { pattern: [MIME_TYPE, "A MIME type such as image/png"] }, { min: 1 }),
    rating,
    string("version", "Version"),
  ],
};

const subTools = objectList(
  "sub_tools",
  "Sub-pages",
  [
    string("name", "Name"),
    string("link", "Link", { pattern: [SUB_TOOL_LINK, "/tools/<tool>/<sub-page>/"] }),
    string("canonical", "Canonical path", { pattern: [PATH, "A site path starting and ending with /"] }),
    text("desc", "Description"),
    text("hero_desc", "Introduction"),
  ],
  { required: false, summary: "{{fields.name}}", label_singular: "sub-page" },
);

export const toolsCollection: CmsCollection = {
  name: "tools",
  label: "Tools",
  label_singular: "Tool",
  description: "The tool catalogue. A new tool's file is named after its name; its link must be /tools/<that file name>/.",
  folder: "content/tools",
  create: true,
  slug: "{{slug}}",
  identifier_field: "name",
  summary: "{{name}}",
  preview_path: "tools/{{slug}}/",
  sortable_fields: [{ field: "order", default_sort: true }, "name"],
  fields: [
    string("name", "Name"),
    string("link", "Link", {
      pattern: [TOOL_LINK, "/tools/<file name>/"],
      hint: "The tool's page: /tools/ + the file name (the name in lower case, words joined by dashes) + /.",
    }),
    integer("order", "Order", { min: 1, hint: "Position in the tool lists." }),
    text("desc", "Short description", { hint: "On the tool's card and in search results." }),
    text("hero_desc", "Introduction", { hint: "Under the title on the tool's page." }),
    stringList("tags", "Tags", {}, { min: 1, hint: "Groups on the tools index, e.g. AI, Edit, Convert." }),
    schemaMarkup,
    string("money_saved_tag", "Savings counter key", { pattern: ["^[a-z0-9-]+$", "Lower-case letters, digits and dashes"] }),
    { name: "money_saved_per_image", label: "Money saved per image (US$)", widget: "number", value_type: "float", min: 0, step: 0.01 },
    { name: "icon_name", label: "Icon", widget: "select", options: TOOL_ICON_NAMES },
    boolean("is_tool_ai", "AI tool"),
    boolean("hide", "Hidden", { hint: "Keeps the page but lists it nowhere (and asks search engines not to index it)." }),
    boolean("hide_footer", "Not in the footer"),
    boolean("hide_suggestion", "Not suggested on other tool pages"),
    boolean("hide_solo_plus", "Hidden for Solo Plus licenses"),
    subTools,
    body(),
  ],
};
