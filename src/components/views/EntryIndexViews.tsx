import type { ReactNode } from "react";
import { useEntryIndexes } from "../../hooks/useEntryIndexes";
import type { IndexEntry } from "../../types/content";
import { EntryList } from "../EntryList";
import { ExampleNotice } from "../ExampleNotice";
import { TextPageView } from "./TextPageView";

const linked = (entries: readonly IndexEntry[], folder: string) =>
  entries.map(({ id, frontmatter }) => ({
    id,
    title: frontmatter.title,
    path: `/${folder}/${frontmatter.slug}/`,
    summary: frontmatter.summary,
  }));

/** /compare/: the page's words, then every comparison page. */
export function CompareIndexView({ title, body }: { title: string; body: ReactNode }) {
  return (
    <TextPageView title={title} body={body}>
      <EntryList entries={linked(useEntryIndexes().comparePages, "compare")} />
    </TextPageView>
  );
}

/** /success-stories/: the page's words, then every story, marked as examples while any is one. */
export function StoriesIndexView({ title, body }: { title: string; body: ReactNode }) {
  const { stories } = useEntryIndexes();
  return (
    <TextPageView title={title} body={body}>
      {stories.some((story) => story.frontmatter.example) && <ExampleNotice kind="story" />}
      <EntryList entries={linked(stories, "success-stories")} />
    </TextPageView>
  );
}
