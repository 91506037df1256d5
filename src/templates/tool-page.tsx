import { graphql, type HeadProps, Link, type PageProps } from "gatsby";
import { Breadcrumbs } from "../components/Breadcrumbs";
import { HtmlContent } from "../components/HtmlContent";
import { Seo } from "../components/Seo";
import { ToolGrid } from "../components/ToolCard";
import { ToolLoader } from "../bulk/ui/ToolLoader";
import { ToolStatus } from "../components/ToolStatus";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { useToolCatalogue } from "../hooks/useToolCatalogue";
import { breadcrumbList, type Crumb, softwareApplication } from "../lib/structured-data";
import { suggestedTools } from "../lib/tool-catalogue";
import type { SubTool, ToolEntry } from "../types/content";

interface Data {
  tool: { html: string; frontmatter: ToolEntry };
}

interface Context {
  id: string;
  toolId: string;
  hasTool: boolean;
  subToolLink: string | null;
  noindex: boolean;
}

/** A tool page or one of its sub-pages (e.g. convert-to-png), which share the tool's guide. */
function resolve(tool: ToolEntry, subToolLink: string | null) {
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

export default function ToolPage({ data, pageContext }: PageProps<Data, Context>) {
  const tool = data.tool.frontmatter;
  const { sub, crumbs, name, heroDesc } = resolve(tool, pageContext.subToolLink);
  const catalogue = useToolCatalogue();
  const suggestions = tool.hide_suggestion ? [] : suggestedTools(tool.link, catalogue);
  const siblings = tool.sub_tools ?? [];
  return (
    <div className="container">
      <Breadcrumbs crumbs={crumbs} />
      <h1>{name}</h1>
      {heroDesc && <p className="lead">{heroDesc}</p>}
      {pageContext.hasTool ? (
        <ToolLoader
          toolId={pageContext.toolId}
          toolPath={tool.link}
          moneyPerImage={tool.money_saved_per_image ?? 0}
          presetKey={sub ? (sub.link.split("/").filter(Boolean).pop() ?? null) : null}
        />
      ) : (
        <ToolStatus name={name} />
      )}
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
      <HtmlContent html={data.tool.html} />
      {suggestions.length > 0 && (
        <section aria-labelledby="more-tools">
          <h2 id="more-tools">More tools</h2>
          <ToolGrid tools={suggestions} headingLevel="h3" />
        </section>
      )}
    </div>
  );
}

export function Head({ data, pageContext }: HeadProps<Data, Context>) {
  const tool = data.tool.frontmatter;
  const { name, desc, path, canonical, crumbs } = resolve(tool, pageContext.subToolLink);
  const site = useSiteConfig();
  const jsonLd: object[] = [breadcrumbList(site.siteUrl, crumbs)];
  if (tool.schema_markup) jsonLd.unshift(softwareApplication(site.siteUrl, canonical, tool.schema_markup));
  return <Seo title={name} description={desc} path={path} canonicalPath={canonical} noindex={pageContext.noindex} jsonLd={jsonLd} />;
}

export const query = graphql`
  query ToolPage($id: String!) {
    tool: markdownRemark(id: { eq: $id }) {
      html
      frontmatter {
        name
        link
        order
        desc
        hero_desc
        tags
        schema_markup {
          name
          desc
          featureList
          fileFormat
          aggregateRating {
            ratingValue
            ratingCount
            bestRating
            worstRating
          }
          version
        }
        money_saved_tag
        money_saved_per_image
        icon_name
        is_tool_ai
        hide
        hide_footer
        hide_suggestion
        hide_solo_plus
        sub_tools {
          name
          link
          canonical
          desc
          hero_desc
        }
      }
    }
  }
`;
