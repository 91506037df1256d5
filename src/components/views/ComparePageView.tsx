import type { ReactNode } from "react";
import { useSiteConfig } from "../../hooks/useSiteConfig";
import { Breadcrumbs } from "../Breadcrumbs";
import { SiteLink } from "../SiteLink";
import * as styles from "./ComparePageView.module.css";

export interface ComparePageFields {
  title: string;
  slug: string;
  description: string | null;
  alternative: string;
  alternative_url: string | null;
  summary: string | null;
  date: string | null;
  table: { feature: string; pixelbatch: string; alternative: string }[] | null;
}

export const comparePageCrumbs = (page: Pick<ComparePageFields, "title" | "slug">) => [
  { name: "Home", path: "/" },
  { name: "Compare", path: "/compare/" },
  { name: page.title, path: `/compare/${page.slug}/` },
];

/** A comparison page as the site shows it; `body` is the rendered Markdown. */
export function ComparePageView({ page, body }: { page: ComparePageFields; body: ReactNode }) {
  const site = useSiteConfig();
  return (
    <div className="container">
      <Breadcrumbs crumbs={comparePageCrumbs(page)} />
      <article className="prose">
        <h1>{page.title}</h1>
        {page.summary && <p className="lead">{page.summary}</p>}
        {page.table && page.table.length > 0 && (
          // Focusable so keyboard users can scroll a table wider than a phone.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          <div className={styles.tableWrap} tabIndex={0} role="region" aria-label="Comparison table">
            <table>
              <caption className={styles.caption}>
                {site.title} and {page.alternative} side by side
              </caption>
              <thead>
                <tr>
                  <th scope="col">Feature</th>
                  <th scope="col">{site.title}</th>
                  <th scope="col">{page.alternative}</th>
                </tr>
              </thead>
              <tbody>
                {page.table.map((row) => (
                  <tr key={row.feature}>
                    <th scope="row">{row.feature}</th>
                    <td>{row.pixelbatch}</td>
                    <td>{row.alternative}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {body}
        {page.alternative_url && (
          <p>
            Visit {page.alternative}: <SiteLink href={page.alternative_url}>{page.alternative_url}</SiteLink>
          </p>
        )}
      </article>
    </div>
  );
}
