import { CONTENT_PAGE_FILES } from "../collections/pages";
import type { Cms } from "../decap-types";
import { BlogPostPreview, ComparePagePreview, ContentPagePreview, StoryPreview } from "./content-previews";
import { PlanPreview } from "./PlanPreview";
import { sitePreview, type StaticQueries } from "./preview-frame";
import { ToolPreview } from "./ToolPreview";

/** Registers a preview for each collection (by name) and content page (by file name) the site renders with its own components. */
export function registerPreviews(cms: Cms, staticQueries: StaticQueries): void {
  const register = (name: string, View: Parameters<typeof sitePreview>[0]) =>
    cms.registerPreviewTemplate(name, sitePreview(View, staticQueries));
  register("tools", ToolPreview);
  register("blog", BlogPostPreview);
  register("compare", ComparePagePreview);
  register("stories", StoryPreview);
  register("plans", PlanPreview);
  for (const file of CONTENT_PAGE_FILES) register(file, ContentPagePreview);
}
