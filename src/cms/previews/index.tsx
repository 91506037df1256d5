import type { ComponentType } from "react";
import { CONTENT_PAGE_FILES } from "../collections/pages";
import type { Cms, PreviewProps } from "../decap-types";
import { BlogPostPreview, ComparePagePreview, ContentPagePreview, StoryPreview } from "./content-previews";
import {
  BlogIndexPreview,
  CompareIndexPreview,
  HomePreview,
  LicensePreview,
  LoginPreview,
  PricingPreview,
  StoriesIndexPreview,
  TextPagePreview,
  ToolsIndexPreview,
} from "./page-previews";
import { PlanPreview } from "./PlanPreview";
import { sitePreview, type StaticQueries } from "./preview-frame";
import { ToolPreview } from "./ToolPreview";

type Preview = ComponentType<PreviewProps>;

/** The entries of the folder collections, by collection name. */
const ENTRY_PREVIEWS: Record<string, Preview> = {
  tools: ToolPreview,
  blog: BlogPostPreview,
  compare: ComparePagePreview,
  stories: StoryPreview,
  plans: PlanPreview,
};

/** The files of content/pages, by file name. */
export const PAGE_PREVIEWS: Record<string, Preview> = {
  home: HomePreview,
  "tools-index": ToolsIndexPreview,
  pricing: PricingPreview,
  blog: BlogIndexPreview,
  compare: CompareIndexPreview,
  "success-stories": StoriesIndexPreview,
  license: LicensePreview,
  login: LoginPreview,
  "not-found": TextPagePreview,
  "server-error": TextPagePreview,
  ...Object.fromEntries(CONTENT_PAGE_FILES.map((file) => [file, ContentPagePreview])),
};

/**
 * Decap looks a preview up by collection name for a folder collection's entry and by file name for
 * a file's, and "blog" and "compare" are both (the posts and their index page): the preview of such
 * a name picks by the kind of collection the entry is in.
 */
function previewNamed(name: string): Preview {
  return function NamedPreview(props: PreviewProps) {
    const View = (props.collection.has("files") ? PAGE_PREVIEWS : ENTRY_PREVIEWS)[name];
    return View ? <View {...props} /> : null;
  };
}

/** Registers a preview made of the site's own views for every collection entry and page file the site renders. */
export function registerPreviews(cms: Cms, staticQueries: StaticQueries): void {
  for (const name of new Set([...Object.keys(ENTRY_PREVIEWS), ...Object.keys(PAGE_PREVIEWS)])) {
    cms.registerPreviewTemplate(name, sitePreview(previewNamed(name), staticQueries));
  }
}
