import { BlogPostView, type BlogPostFields } from "../../components/views/BlogPostView";
import { ComparePageView, type ComparePageFields } from "../../components/views/ComparePageView";
import { type ContentPageFields, ContentPageView } from "../../components/views/ContentPageView";
import { StoryView, type StoryFields } from "../../components/views/StoryView";
import type { PreviewProps } from "../decap-types";
import { entryData, PreviewBody } from "./preview-frame";

/** Previews of the Markdown pages, through the same views their templates use. */

export function BlogPostPreview(props: PreviewProps) {
  const data = entryData<BlogPostFields>(props);
  const post: BlogPostFields = {
    title: data.title ?? "",
    slug: data.slug ?? "",
    date: data.date ?? "",
    description: data.description ?? null,
    tags: data.tags ?? null,
    featureImage: data.featureImage ? props.getAsset(data.featureImage).url : null,
    featureImageAlt: data.featureImageAlt ?? null,
    tools: data.tools ?? null,
  };
  return <BlogPostView post={post} body={<PreviewBody props={props} />} />;
}

export function StoryPreview(props: PreviewProps) {
  const data = entryData<StoryFields>(props);
  const story: StoryFields = {
    title: data.title ?? "",
    slug: data.slug ?? "",
    summary: data.summary ?? null,
    customer: data.customer ?? null,
    industry: data.industry ?? null,
    example: data.example ?? null,
    tools: data.tools ?? null,
  };
  return <StoryView story={story} body={<PreviewBody props={props} className="" />} />;
}

export function ComparePagePreview(props: PreviewProps) {
  const data = entryData<ComparePageFields>(props);
  const page: ComparePageFields = {
    title: data.title ?? "",
    slug: data.slug ?? "",
    description: data.description ?? null,
    alternative: data.alternative ?? "",
    alternative_url: data.alternative_url ?? null,
    summary: data.summary ?? null,
    date: data.date ?? null,
    table: data.table ?? null,
  };
  return <ComparePageView page={page} body={<PreviewBody props={props} className="" />} />;
}

export function ContentPagePreview(props: PreviewProps) {
  const data = entryData<ContentPageFields>(props);
  const page: ContentPageFields = {
    title: data.title ?? "",
    slug: data.slug ?? "",
    template: data.template ?? "page",
    description: data.description ?? null,
    updated: data.updated ?? null,
    example: data.example ?? null,
    reviews: data.reviews ?? null,
    email: data.email ?? null,
    topics: data.topics ?? null,
  };
  return <ContentPageView page={page} body={<PreviewBody props={props} />} />;
}
