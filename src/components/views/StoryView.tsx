import type { ReactNode } from "react";
import { Breadcrumbs } from "../Breadcrumbs";
import { ExampleNotice } from "../ExampleNotice";
import { RelatedTools } from "../RelatedTools";

export interface StoryFields {
  title: string;
  slug: string;
  summary: string | null;
  customer: string | null;
  industry: string | null;
  example: boolean | null;
  tools: string[] | null;
}

export const storyCrumbs = (story: Pick<StoryFields, "title" | "slug">) => [
  { name: "Home", path: "/" },
  { name: "Success stories", path: "/success-stories/" },
  { name: story.title, path: `/success-stories/${story.slug}/` },
];

/** A success story as its page shows it; `body` is the rendered Markdown. */
export function StoryView({ story, body }: { story: StoryFields; body: ReactNode }) {
  return (
    <div className="container">
      <Breadcrumbs crumbs={storyCrumbs(story)} />
      <article className="prose">
        <h1>{story.title}</h1>
        {story.example && <ExampleNotice kind="story" />}
        {story.summary && <p className="lead">{story.summary}</p>}
        {(story.customer || story.industry) && <p>{[story.customer, story.industry].filter(Boolean).join(" · ")}</p>}
        {body}
      </article>
      <RelatedTools title="Tools used" slugs={story.tools} />
    </div>
  );
}
