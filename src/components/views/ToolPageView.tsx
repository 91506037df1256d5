import { Link } from "gatsby";
import type { ReactNode } from "react";
import { useToolCatalogue } from "../../hooks/useToolCatalogue";
import type { Crumb } from "../../lib/structured-data";
import { suggestedTools } from "../../lib/tool-catalogue";
import type { SubTool, ToolEntry } from "../../types/content";
import { Breadcrumbs } from "../Breadcrumbs";
import { ToolGrid } from "../ToolCard";
import * as styles from "./ToolPageView.module.css";

/** A tool page or one of its sub-pages (e.g. convert-to-png), which share the tool's guide. */
export function resolveToolPage(tool: ToolEntry, subToolLink: string | null) {
  const sub: SubTool | undefined = tool.sub_tools?.find((candidate) => candidate.link === subToolLink);
  const crumbs: Crumb[] = [
    { name: "Home", path: "/" },
    { name: "Tools", path: "/tools/" },
    { name: tool.name, path: tool.link },
    ...(sub ? [{ name: sub.name, path: sub.link }] : []),
  ];
  return {
    sub,
    crumbs,
    name: sub?.name ?? tool.name,
    heroDesc: sub?.hero_desc ?? tool.hero_desc,
    desc: sub?.desc ?? tool.desc,
    path: sub?.link ?? tool.link,
    canonical: sub?.canonical ?? tool.link,
  };
}

interface Props {
  tool: ToolEntry;
  subToolLink: string | null;
  /** The tool itself, or what stands in its place. */
  workArea: ReactNode;
  /** The rendered Markdown guide. */
  body: ReactNode;
}

/** A tool page as the site shows it, around the tool's working area. */
export function ToolPageView({ tool, subToolLink, workArea, body }: Props) {
  const { sub, crumbs, name, heroDesc } = resolveToolPage(tool, subToolLink);
  const catalogue = useToolCatalogue();
  const suggestions = tool.hide_suggestion ? [] : suggestedTools(tool.link, catalogue);
  const siblings = tool.sub_tools ?? [];
  return (
    <div className="container">
      <Breadcrumbs crumbs={crumbs} />
      <h1>{name}</h1>
      {heroDesc && <p className="lead">{heroDesc}</p>}
      <div className={styles.page}>
        {workArea}
        <div className={`below-fold ${styles.guide}`} data-testid="tool-guide">
          {siblings.length > 0 && (
            <nav aria-label={`${tool.name} variants`} className="prose">
              <p>
                {sub ? <Link to={tool.link}>{tool.name}</Link> : <strong>{tool.name}</strong>}
                {siblings.map((sibling) => (
                  <span key={sibling.link}>
                    {" · "}
                    {sibling.link === sub?.link ? <strong>{sibling.name}</strong> : <Link to={sibling.link}>{sibling.name}</Link>}
                  </span>
                ))}
              </p>
            </nav>
          )}
          {body}
        </div>
      </div>
      {suggestions.length > 0 && (
        <section aria-labelledby="more-tools" className="below-fold">
          <h2 id="more-tools">More tools</h2>
          <ToolGrid tools={suggestions} headingLevel="h3" />
        </section>
      )}
    </div>
  );
}
