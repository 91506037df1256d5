import type { ReactNode } from "react";
import { EntryList } from "../EntryList";
import { ExampleNotice } from "../ExampleNotice";
import { TextPageView } from "./TextPageView";

/** An entry of a list page as its page query gives it. */
export interface IndexEntry<Extra = object> {
  id: string;
  frontmatter: { title: string; slug: string; summary: string | null } & Extra;
}

const linked = (entries: readonly IndexEntry[], folder: string) =>
  entries.map(({ id, frontmatter }) => ({
    id,
    title: frontmatter.title,
    path: `/${folder}/${frontmatter.slug}/`,
    summary: frontmatter.summary,
  }));

/** /compare/: the page's words, then every comparison page. */
export function CompareIndexView({ title, body, pages }: { title: string; body: ReactNode; pages: readonly IndexEntry[] }) {
  return (
    <TextPageView title={title} body={body}>
      <EntryList entries={linked(pages, "compare")} />
    </TextPageView>
  );
}

type StoryEntry = IndexEntry<{ example: boolean | null }>;

/** /success-stories/: the page's words, then every story, marked as examples while any is one. */
export function StoriesIndexView({ title, body, stories }: { title: string; body: ReactNode; stories: readonly StoryEntry[] }) {
  return (
    <TextPageView title={title} body={body}>
      {stories.some((story) => story.frontmatter.example) && <ExampleNotice kind="story" />}
      <EntryList entries={linked(stories, "success-stories")} />
    </TextPageView>
  );
}
