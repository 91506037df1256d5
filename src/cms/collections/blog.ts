import { BLOG_TAGS, tagInfo } from "../../lib/blog-tags";
import type { CmsCollection } from "../decap-types";
import { body, day, description, slug, string, title, toolsBySlug } from "../fields";

/**
 * Blog posts, at /<slug>/: a slug may not be a path the site already uses (`reserved`: the fixed
 * routes and the content pages' slugs, src/lib/routes.ts), which the build would refuse.
 */
export function blogCollection(reserved: ReadonlySet<string>): CmsCollection {
  const taken = [...reserved].sort().join("|");
  return {
    name: "blog",
    label: "Blog posts",
    label_singular: "Blog post",
    folder: "content/blog",
    create: true,
    slug: "{{fields.slug}}",
    identifier_field: "title",
    summary: "{{title}} ({{date}})",
    preview_path: "{{slug}}/",
    sortable_fields: [{ field: "date", default_sort: "desc" }, "title"],
    view_filters: BLOG_TAGS.map((tag) => ({ label: tagInfo(tag).title, field: "tags", pattern: tag })),
    media_folder: "/static/images/blog",
    public_folder: "/images/blog",
    fields: [
      title,
      slug("The post's address: /<slug>/.", [
        `^(?!(${taken})$)[a-z0-9]+(-[a-z0-9]+)*$`,
        "Lower-case words joined by dashes, and not a path the site already uses (tools, blog, pricing, a page's slug …)",
      ]),
      day("date", "Date"),
      {
        name: "tags",
        label: "Tags",
        widget: "select",
        multiple: true,
        min: 1,
        options: BLOG_TAGS.map((tag) => ({ label: tagInfo(tag).title, value: tag })),
      },
      { ...description, pattern: ["^[\\s\\S]{51,}$", "At least 51 characters"] },
      { name: "featureImage", label: "Cover image", widget: "image", hint: "Shown 1200 × 630 at the top of the post and on its card." },
      string("featureImageAlt", "Cover image description", { hint: "What the cover shows, for people who cannot see it." }),
      toolsBySlug("tools", "Tools in this post", true),
      body(),
    ],
  };
}
