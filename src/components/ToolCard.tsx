import { Link } from "gatsby";
import type { ToolCardData } from "../types/content";
import { ToolBadges } from "./ToolBadges";
import * as styles from "./ToolCard.module.css";
import { ToolIcon } from "./ToolIcon";

type HeadingLevel = "h2" | "h3";

export function ToolCard({ tool, headingLevel: Heading = "h2" }: { tool: ToolCardData; headingLevel?: HeadingLevel }) {
  return (
    <article className={styles.card} data-available={tool.available}>
      <span className={styles.icon}>
        <ToolIcon name={tool.icon_name} />
      </span>
      <div>
        <Heading className={styles.name}>
          <Link to={tool.link}>{tool.name}</Link>
          <ToolBadges ai={tool.is_tool_ai} available={tool.available} />
        </Heading>
        <p className={styles.desc}>{tool.desc}</p>
      </div>
    </article>
  );
}

export function ToolGrid({ tools, headingLevel }: { tools: readonly ToolCardData[]; headingLevel?: HeadingLevel }) {
  return (
    <ul className="card-grid">
      {tools.map((tool) => (
        <li key={tool.link}>
          <ToolCard tool={tool} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
