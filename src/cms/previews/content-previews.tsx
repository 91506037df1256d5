import { BlogPostView, type BlogPostFields } from "../../components/views/BlogPostView";
import { ComparePageView, type ComparePageFields } from "../../components/views/ComparePageView";
import { type ContentPageFields, ContentPageView } from "../../components/views/ContentPageView";
import { StoryView, type StoryFields } from "../../components/views/StoryView";
import type { PreviewProps } from "../decap-types";
import { entryFields, PreviewBody } from "./preview-frame";

/** Previews of the Markdown pages, through the same views their templates use. */

export function BlogPostPreview(props: PreviewProps) {
  const post = entryFields<BlogPostFields>(props, {
    title: "",
    slug: "",
    date: "",
    description: null,
    tags: null,
    featureImage: null,
    featureImageAlt: null,
    tools: null,
  });
  const cover = post.featureImage ? props.getAsset(post.featureImage).url : null;
  return <BlogPostView post={{ ...post, featureImage: cover }} body={<PreviewBody props={props} />} />;
}

export function StoryPreview(props: PreviewProps) {
  const story = entryFields<StoryFields>(props, {
    title: "",
    slug: "",
    summary: null,
    customer: null,
    industry: null,
    example: null,
    tools: null,
  });
  return <StoryView story={story} body={<PreviewBody props={props} className="" />} />;
}

export function ComparePagePreview(props: PreviewProps) {
  const page = entryFields<ComparePageFields>(props, {
    title: "",
    slug: "",
    description: null,
    alternative: "",
    alternative_url: null,
    summary: null,
    date: null,
    table: null,
  });
  return <ComparePageView page={page} body={<PreviewBody props={props} className="" />} />;
}

export function ContentPagePreview(props: PreviewProps) {
  const page = entryFields<ContentPageFields>(props, {
    title: "",
    slug: "",
    template: "page",
    description: null,
    updated: null,
    example: null,
    reviews: null,
    email: null,
    topics: null,
  });
  return <ContentPageView page={page} body={<PreviewBody props={props} />} />;
}
