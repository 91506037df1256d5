import { useId } from "react";
import { useToolCatalogue } from "../hooks/useToolCatalogue";
import { toolsBySlug } from "../lib/tool-catalogue";
import { ToolGrid } from "./ToolCard";

/** The tools a post or story names (by slug), as cards under a heading; nothing when it names none that are listed. */
export function RelatedTools({ title, slugs }: { title: string; slugs: readonly string[] | null }) {
  const tools = toolsBySlug(useToolCatalogue(), slugs ?? []);
  const headingId = useId();
  if (tools.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ToolGrid tools={tools} headingLevel="h3" />
    </section>
  );
}
