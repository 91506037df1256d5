import { graphql, type HeadProps, type PageProps } from "gatsby";
import { HtmlContent } from "../components/HtmlContent";
import { Seo } from "../components/Seo";
import { ToolLoader } from "../bulk/ui/ToolLoader";
import { ToolStatus } from "../components/ToolStatus";
import { resolveToolPage, ToolPageView } from "../components/views/ToolPageView";
import { useSiteConfig } from "../hooks/useSiteConfig";
import { breadcrumbList, softwareApplication } from "../lib/structured-data";
import { statsKeyOf } from "../lib/tool-stats";
import type { ToolEntry } from "../types/content";

interface Data {
  tool: { html: string; frontmatter: ToolEntry };
}

interface Context {
  id: string;
  toolId: string;
  hasTool: boolean;
  /** Whether the tool's folder has an index.ts (panels of its own). */
  hasPanels: boolean;
  subToolLink: string | null;
  noindex: boolean;
}

export default function ToolPage({ data, pageContext }: PageProps<Data, Context>) {
  const tool = data.tool.frontmatter;
  const { sub, name } = resolveToolPage(tool, pageContext.subToolLink);
  return (
    <ToolPageView
      tool={tool}
      subToolLink={pageContext.subToolLink}
      workArea={
        pageContext.hasTool ? (
          <ToolLoader
            toolId={pageContext.toolId}
            panels={pageContext.hasPanels}
            toolPath={tool.link}
            statsKey={statsKeyOf(tool, pageContext.toolId)}
            moneyPerImage={tool.money_saved_per_image ?? 0}
            presetKey={sub ? (sub.link.split("/").filter(Boolean).pop() ?? null) : null}
          />
        ) : (
          <ToolStatus name={name} />
        )
      }
      body={<HtmlContent html={data.tool.html} />}
    />
  );
}

export function Head({ data, pageContext }: HeadProps<Data, Context>) {
  const tool = data.tool.frontmatter;
  const { name, desc, path, canonical, crumbs } = resolveToolPage(tool, pageContext.subToolLink);
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
