import { existsSync } from "node:fs";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { type HtmlTreeNode, paragraphExcerpt } from "./src/lib/excerpt";
import { pageCount, paginationPath, POSTS_PER_PAGE } from "./src/lib/pagination";
import { toCreditPack } from "./src/lib/credit-pack-schema";
import { toPlan } from "./src/lib/plan-schema";
import { DEFAULT_STORE_ID, resolvePlanIds } from "./src/lib/plans";
import { reservedRoots } from "./src/lib/routes";
import { toolSlugOf } from "./src/lib/tool-catalogue";
import { isBrowserTool, TOOL_FILES } from "./src/lib/tool-files";

/**
 * Builds every content-driven page from content/ through GraphQL: tool and sub-tool pages, blog list,
 * posts and tag lists, success stories, compare pages and the plain content pages.
 * https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
 */

export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  if (!process.env.LEMON_STORE_ID?.trim()) {
    reporter.warn(`LEMON_STORE_ID is not set: plans use store ${DEFAULT_STORE_ID}, right for local runs and tests only.`);
  }
};

interface FileNode {
  sourceInstanceName?: string;
  extension?: string;
  name?: string;
}

/** A credit pack's JSON file becomes a CreditPack node, checked as the server checks it (server/credits/credit-packs.ts). */
async function createCreditPackNode({
  node,
  actions,
  reporter,
  loadNodeContent,
  createNodeId,
  createContentDigest,
}: Parameters<NonNullable<GatsbyNode["onCreateNode"]>>[0]): Promise<void> {
  const file = node as typeof node & FileNode;
  const slug = file.name ?? "";
  try {
    const pack = toCreditPack(slug, JSON.parse(await loadNodeContent(node)));
    const packNode = {
      ...pack,
      id: createNodeId(`credit-pack ${slug}`),
      parent: node.id,
      children: [],
      internal: { type: "CreditPack", contentDigest: createContentDigest(pack) },
    };
    actions.createNode(packNode);
    actions.createParentChildLink({ parent: node, child: packNode });
  } catch (error) {
    reporter.panicOnBuild(`content/credit-packs/${slug}.json: ${(error as Error).message}`);
  }
}

export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  const { node, getNode, actions, reporter } = args;
  const source = node as typeof node & FileNode;
  if (node.internal.type === "File" && source.sourceInstanceName === "credit-packs" && source.extension === "json") {
    await createCreditPackNode(args);
    return;
  }
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return;
  const file = getNode(node.parent) as { sourceInstanceName?: string } | undefined;
  const collection = file?.sourceInstanceName ?? "unknown";
  actions.createNodeField({ node, name: "collection", value: collection });
  if (collection === "plans") {
    // Plans are keyed by file name (the slug LEMON_PRODUCT_IDS names); ids come from configuration.
    const slug = path.basename((file as { relativePath?: string }).relativePath ?? "", ".md");
    const frontmatter = node.frontmatter as { product_id?: number };
    const ids = resolvePlanIds(slug, frontmatter.product_id ?? 0, process.env);
    try {
      toPlan(slug, ids, frontmatter);
    } catch (error) {
      reporter.panicOnBuild((error as Error).message);
    }
    actions.createNodeField({ node, name: "slug", value: slug });
    actions.createNodeField({ node, name: "store_id", value: ids.store_id });
    actions.createNodeField({ node, name: "product_id", value: ids.product_id });
  }
  if (collection === "tools") {
    // A tool is available when src/tools/<slug>/ holds its meta and its worker's file: the folder
    // is the registry. Pages and lists read this field, so a tool still being built is marked
    // everywhere and no plan sells it.
    const folder = path.resolve("src/tools", toolSlugOf((node.frontmatter as { link?: string }).link ?? ""));
    actions.createNodeField({ node, name: "available", value: isBrowserTool((file) => existsSync(path.join(folder, file))) });
  }
};

/** Every optional field is declared, so a query never breaks when no file happens to use it. */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type CreditPack implements Node @dontInfer {
      slug: String!
      name: String!
      order: Int!
      listed: Boolean!
      credits: Int!
      price: Float!
      product_id: Int!
      variant_id: Int
      checkout_url: String!
    }
    type MarkdownRemark implements Node {
      frontmatter: Frontmatter
      fields: MarkdownRemarkFields
    }
    type MarkdownRemarkFields {
      collection: String!
      slug: String
      store_id: Int
      product_id: Int
      available: Boolean
    }
    type Frontmatter {
      title: String
      slug: String
      template: String
      description: String
      date: Date @dateformat
      updated: Date @dateformat
      name: String
      link: String
      order: Int
      desc: String
      hero_desc: String
      tags: [String!]
      schema_markup: ToolSchemaMarkup
      money_saved_tag: String
      money_saved_per_image: Float
      icon_name: String
      is_tool_ai: Boolean
      hide: Boolean
      hide_footer: Boolean
      hide_suggestion: Boolean
      hide_solo_plus: Boolean
      sub_tools: [SubTool!]
      featureImage: String
      featureImageAlt: String
      tools: [String!]
      alternative: String
      alternative_url: String
      summary: String
      table: [CompareRow!]
      example: Boolean
      customer: String
      industry: String
      hero_text: String
      features: [Feature!]
      faq: [FaqItem!]
      tool_note: String
      discount: Discount
      reviews: [Review!]
      email: String
      topics: [String!]
      product_name: String
      product_id: Int
      kind: String
      listed: Boolean
      highlight: Boolean
      tagline: String
      price: Float
      price_period: String
      allow_all: Boolean
      allowed_paths: [String!]
      disallowed_paths: [String!]
      redirect_path: String
      checkout_url: String
    }
    type ToolSchemaMarkup {
      name: String
      desc: String
      featureList: [String!]
      fileFormat: [String!]
      aggregateRating: AggregateRating
      version: String
    }
    type AggregateRating {
      ratingValue: Float
      ratingCount: Int
      bestRating: Float
      worstRating: Float
    }
    type SubTool {
      name: String!
      link: String!
      canonical: String
      desc: String
      hero_desc: String
    }
    type CompareRow {
      feature: String
      pixelbatch: String
      alternative: String
    }
    type Feature {
      title: String
      text: String
    }
    type Discount {
      code: String
      percent: Int
      title: String
      text: String
      apply_label: String
    }
    type FaqItem {
      question: String
      answer: String
    }
    type Review {
      author: String
      role: String
      tool: String
      rating: Int
      date: Date @dateformat
      text: String
    }
  `);
};

/**
 * `cardExcerpt`: a blog card's excerpt from the post's paragraphs (see paragraphExcerpt). The
 * remark plugin's own `excerpt` flattens the whole document, running headings into the text.
 * It reads the plugin's `htmlAst` field through that field's own resolver, with its caching.
 */
type Resolver = (source: unknown, args: object, context: unknown, info: ResolveInfo) => unknown;
interface ResolveInfo {
  fieldName: string;
  schema: { getType(name: string): { getFields(): Record<string, { resolve?: Resolver }> } | undefined };
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    MarkdownRemark: {
      cardExcerpt: {
        type: "String!",
        async resolve(source: unknown, _args: unknown, context: unknown, info: ResolveInfo) {
          const resolve = info.schema.getType("MarkdownRemark")?.getFields().htmlAst?.resolve;
          const tree = (await resolve?.(source, {}, context, { ...info, fieldName: "htmlAst" })) as HtmlTreeNode | undefined;
          return tree ? paragraphExcerpt(tree) : "";
        },
      },
    },
  });
};

interface Node<F> {
  id: string;
  frontmatter: F;
}

interface PagesQuery {
  tools: {
    nodes: (Node<{ link: string | null; hide: boolean | null; sub_tools: { link: string }[] | null }> & {
      fields: { available: boolean | null };
    })[];
  };
  posts: { nodes: Node<{ slug: string | null; tags: string[] | null }>[] };
  stories: { nodes: Node<{ slug: string | null }>[] };
  compare: { nodes: Node<{ slug: string | null }>[] };
  pages: { nodes: Node<{ slug: string | null; template: string | null }>[] };
}

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`);

/** Content pages whose route is their slug; the other templates belong to fixed pages in src/pages. */
const ROUTED_PAGE_TEMPLATES = new Set(["page", "reviews", "contact"]);

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const { createPage } = actions;
  const result = await graphql<PagesQuery>(`
    {
      tools: allMarkdownRemark(filter: { fields: { collection: { eq: "tools" } } }) {
        nodes {
          id
          fields {
            available
          }
          frontmatter {
            link
            hide
            sub_tools {
              link
            }
          }
        }
      }
      posts: allMarkdownRemark(filter: { fields: { collection: { eq: "blog" } } }, sort: { frontmatter: { date: DESC } }) {
        nodes {
          id
          frontmatter {
            slug
            tags
          }
        }
      }
      stories: allMarkdownRemark(filter: { fields: { collection: { eq: "stories" } } }) {
        nodes {
          id
          frontmatter {
            slug
          }
        }
      }
      compare: allMarkdownRemark(filter: { fields: { collection: { eq: "compare" } } }) {
        nodes {
          id
          frontmatter {
            slug
          }
        }
      }
      pages: allMarkdownRemark(filter: { fields: { collection: { eq: "pages" } } }) {
        nodes {
          id
          frontmatter {
            slug
            template
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not query the content", result.errors);
    return;
  }
  const { tools, posts, stories, compare, pages } = result.data;

  const required = (value: string | null | undefined, what: string): string => {
    if (!value) reporter.panicOnBuild(`Content: ${what} is missing`);
    return value ?? "";
  };

  for (const tool of tools.nodes) {
    const link = required(tool.frontmatter.link, `the link of tool ${tool.id}`);
    // Hidden tools keep their page but stay out of every list and the sitemap.
    const noindex = tool.frontmatter.hide === true;
    // A tool page gets its working area when the tool is available (see onCreateNode).
    const toolId = toolSlugOf(link);
    const hasTool = tool.fields.available === true;
    const hasPanels = existsSync(path.resolve("src/tools", toolId, TOOL_FILES.panels));
    const context = { id: tool.id, toolId, hasTool, hasPanels, noindex };
    createPage({ path: link, component: template("tool-page"), context: { ...context, subToolLink: null } });
    for (const sub of tool.frontmatter.sub_tools ?? []) {
      createPage({ path: sub.link, component: template("tool-page"), context: { ...context, subToolLink: sub.link } });
    }
  }

  // Posts arrive newest first; each list page gets the ids of its posts.
  const createList = (basePath: string, ids: string[], tag: string | null) => {
    const numPages = pageCount(ids.length, POSTS_PER_PAGE);
    for (let page = 1; page <= numPages; page++) {
      createPage({
        path: paginationPath(basePath, page),
        component: template("blog-list"),
        context: { tag, basePath, currentPage: page, numPages, ids: ids.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE) },
      });
    }
  };
  createList(
    "/blog/",
    posts.nodes.map((post) => post.id),
    null,
  );
  const tags = new Set(posts.nodes.flatMap((post) => post.frontmatter.tags ?? []));
  for (const tag of tags) {
    createList(
      `/tag/${tag}/`,
      posts.nodes.filter((post) => post.frontmatter.tags?.includes(tag)).map((post) => post.id),
      tag,
    );
  }

  const reserved = reservedRoots(pages.nodes.map((page) => page.frontmatter.slug ?? ""));
  for (const post of posts.nodes) {
    const slug = required(post.frontmatter.slug, `the slug of post ${post.id}`);
    if (reserved.has(slug)) reporter.panicOnBuild(`Blog post slug "${slug}" is taken by a site route; choose another.`);
    createPage({ path: `/${slug}/`, component: template("blog-post"), context: { id: post.id } });
  }

  for (const story of stories.nodes) {
    const slug = required(story.frontmatter.slug, `the slug of story ${story.id}`);
    createPage({ path: `/success-stories/${slug}/`, component: template("story"), context: { id: story.id } });
  }

  for (const page of compare.nodes) {
    const slug = required(page.frontmatter.slug, `the slug of compare page ${page.id}`);
    createPage({ path: `/compare/${slug}/`, component: template("compare-page"), context: { id: page.id } });
  }

  for (const page of pages.nodes) {
    if (!ROUTED_PAGE_TEMPLATES.has(page.frontmatter.template ?? "")) continue;
    const slug = required(page.frontmatter.slug, `the slug of page ${page.id}`);
    createPage({ path: `/${slug}/`, component: template("content-page"), context: { id: page.id } });
  }
};
