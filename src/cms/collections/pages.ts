import type { CmsCollection, CmsCollectionFile, CmsField } from "../decap-types";
import {
  body,
  boolean,
  day,
  description,
  EMAIL,
  hidden,
  integer,
  objectList,
  string,
  stringList,
  text,
  title,
  toolsBySlug,
} from "../fields";

/**
 * The page texts of content/pages, one Decap "file" each. Their slug and template stay as they are
 * (hidden): the slug is the page's address and the template decides what renders it.
 */

interface PageFile {
  name: string;
  label: string;
  /** The page's address without slashes, for "view live"; null for pages without one of their own. */
  path: string | null;
  fields?: CmsField[];
  /** Whether the Markdown body may be left empty (list intros, error pages). */
  optionalBody?: boolean;
}

const pageFile = ({ name, label, path, fields = [], optionalBody = false }: PageFile): CmsCollectionFile => ({
  name,
  label,
  file: `content/pages/${name}.md`,
  ...(path !== null ? { preview_path: path === "" ? "/" : `${path}/` } : {}),
  fields: [title, hidden("slug"), hidden("template"), description, ...fields, body(!optionalBody)],
});

const home: CmsField[] = [
  text("hero_text", "Introduction"),
  objectList("features", "Reasons (“Why it works this way”)", [string("title", "Title"), text("text", "Text")], {
    summary: "{{fields.title}}",
    label_singular: "reason",
  }),
];

const pricing: CmsField[] = [
  string("tool_note", "Note for visitors coming from a tool", { hint: "{tool} is replaced by the name of the tool they came from." }),
  {
    name: "discount",
    label: "Purchasing-power discount",
    widget: "object",
    fields: [
      string("code", "Code"),
      integer("percent", "Percent off", { min: 1, max: 100 }),
      string("title", "Title"),
      text("text", "Text"),
      string("apply_label", "Checkbox label"),
    ],
  },
  objectList("faq", "Frequently asked questions", [string("question", "Question"), text("answer", "Answer")], {
    summary: "{{fields.question}}",
    label_singular: "question",
  }),
];

const contact: CmsField[] = [
  string("email", "Contact e-mail", { pattern: [EMAIL, "An e-mail address"] }),
  stringList("topics", "Topics we answer", {}, { required: false }),
];

const reviews: CmsField[] = [
  boolean("example", "Example reviews", { hint: "Invented examples: the page says so. Untick only when every review is a real user's." }),
  objectList(
    "reviews",
    "Reviews",
    [
      string("author", "Author"),
      string("role", "Role", { required: false }),
      toolsBySlug("tool", "Tool", false),
      integer("rating", "Rating (1–5)", { min: 1, max: 5 }),
      day("date", "Date", { required: false }),
      text("text", "Review"),
    ],
    { required: false, summary: "{{fields.author}}: {{fields.rating}}/5", label_singular: "review" },
  ),
];

const updated = [day("updated", "Last updated")];

/** The files the content-page template renders (templates page, reviews and contact): their preview is that page's view. */
export const CONTENT_PAGE_FILES = ["reviews", "integrations", "api", "privacy", "terms", "refund", "contact-us"];

export const pageCollections: CmsCollection[] = [
  {
    name: "pages",
    label: "Site pages",
    label_singular: "Page",
    delete: false,
    files: [
      pageFile({ name: "home", label: "Home", path: "", fields: home }),
      pageFile({ name: "tools-index", label: "All tools", path: "tools", optionalBody: true }),
      pageFile({ name: "pricing", label: "Pricing", path: "pricing", fields: pricing, optionalBody: true }),
      pageFile({ name: "contact-us", label: "Contact", path: "contact-us", fields: contact }),
      pageFile({ name: "blog", label: "Blog index", path: "blog", optionalBody: true }),
      pageFile({ name: "compare", label: "Compare index", path: "compare", optionalBody: true }),
      pageFile({ name: "success-stories", label: "Success stories index", path: "success-stories", optionalBody: true }),
      pageFile({ name: "license", label: "License activation", path: "license", optionalBody: true }),
      pageFile({ name: "login", label: "API login", path: "login", optionalBody: true }),
      pageFile({ name: "not-found", label: "Page not found (404)", path: null, optionalBody: true }),
      pageFile({ name: "server-error", label: "Server error (500)", path: null, optionalBody: true }),
    ],
  },
  {
    name: "reviews",
    label: "Reviews",
    delete: false,
    files: [pageFile({ name: "reviews", label: "Reviews page", path: "reviews", fields: reviews, optionalBody: true })],
  },
  {
    name: "integrations",
    label: "Integrations and API",
    delete: false,
    files: [
      pageFile({ name: "integrations", label: "Integrations", path: "integrations" }),
      pageFile({ name: "api", label: "Image API", path: "api" }),
    ],
  },
  {
    name: "legal",
    label: "Legal pages",
    delete: false,
    files: [
      pageFile({ name: "privacy", label: "Privacy policy", path: "privacy", fields: updated }),
      pageFile({ name: "terms", label: "Terms of service", path: "terms", fields: updated }),
      pageFile({ name: "refund", label: "Refund policy", path: "refund", fields: updated }),
    ],
  },
];
