import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { HtmlContent } from "../components/HtmlContent";
import { Seo } from "../components/Seo";
import { SiteLink } from "../components/SiteLink";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { breadcrumbList } from "../lib/structured-data";
import * as styles from "./compare-page.module.css";

interface Data {
  page: {
    html: string;
    frontmatter: {
      title: string;
      slug: string;
      description: string | null;
      alternative: string;
      alternative_url: string | null;
      summary: string | null;
      date: string | null;
      table: { feature: string; pixelbatch: string; alternative: string }[] | null;
    };
  };
}

const crumbsOf = (page: Data["page"]["frontmatter"]) => [
  { name: "Home", path: "/" },
  { name: "Compare", path: "/compare/" },
  { name: page.title, path: `/compare/${page.slug}/` },
];

export default function ComparePage({ data }: PageProps<Data>) {
  const page = data.page.frontmatter;
  const site = useSiteConfig();
  return (
    <div className="container">
      <Breadcrumbs crumbs={crumbsOf(page)} />
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
        <HtmlContent html={data.page.html} className="" />
        {page.alternative_url && (
          <p>
            Visit {page.alternative}: <SiteLink href={page.alternative_url}>{page.alternative_url}</SiteLink>
          </p>
        )}
      </article>
    </div>
  );
}

export function Head({ data }: HeadProps<Data>) {
  const page = data.page.frontmatter;
  const site = useSiteConfig();
  return (
    <Seo
      title={page.title}
      description={page.description}
      path={`/compare/${page.slug}/`}
      type="article"
      jsonLd={[breadcrumbList(site.siteUrl, crumbsOf(page))]}
    />
  );
}

export const query = graphql`
  query ComparePage($id: String!) {
    page: markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        title
        slug
        description
        alternative
        alternative_url
        summary
        date
        table {
          feature
          pixelbatch
          alternative
        }
      }
    }
  }
`;
