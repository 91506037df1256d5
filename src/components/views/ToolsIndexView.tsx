import type { ReactNode } from "react";
import { useToolCatalogue } from "../../hooks/useToolCatalogue";
import { groupByTag } from "../../lib/tool-catalogue";
import { ToolGrid } from "../ToolCard";

const slug = (tag: string) => `tools-${tag.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;

/** Every tool of the catalogue by tag, under the page's title and `body`, its rendered Markdown. */
export function ToolsIndexView({ title, body }: { title: string; body: ReactNode }) {
  const groups = groupByTag(useToolCatalogue());
  return (
    <div className="container">
      <h1>{title}</h1>
      {body}
      <nav aria-label="Tool groups">
        <p>
          {groups.map((group, index) => (
            <span key={group.tag}>
              {index > 0 && " · "}
              <a href={`#${slug(group.tag)}`}>{group.tag}</a>
            </span>
          ))}
        </p>
      </nav>
      {groups.map((group) => (
        <section key={group.tag} aria-labelledby={slug(group.tag)}>
          <h2 id={slug(group.tag)}>{group.tag}</h2>
          <ToolGrid tools={group.tools} headingLevel="h3" />
        </section>
      ))}
    </div>
  );
}
