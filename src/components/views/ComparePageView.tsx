import type { ReactNode } from "react";
import { useSiteConfig } from "../../hooks/useSiteConfig";
import { breakBeforeDots } from "../../lib/break-before-dots";
import { Breadcrumbs } from "../Breadcrumbs";
import { SiteLink } from "../SiteLink";
import { StackedTable } from "../StackedTable";

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
        <h1>{breakBeforeDots(page.title).flatMap((part, index) => (index === 0 ? [part] : [<wbr key={index} />, part]))}</h1>
        {page.summary && <p className="lead">{page.summary}</p>}
        {page.table && page.table.length > 0 && (
          <StackedTable
            caption={`${site.title} and ${page.alternative} side by side`}
            columns={["Feature", site.title, page.alternative]}
            rows={page.table.map((row) => ({ key: row.feature, header: row.feature, cells: [row.pixelbatch, row.alternative] }))}
            testId="compare-table"
          />
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
