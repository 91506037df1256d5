import { graphql, useStaticQuery } from "gatsby";
import { useMemo } from "react";
import { type Plan, type PlanFrontmatter, planFromFrontmatter } from "../lib/plans";

interface PlanNode {
  fields: { slug: string; store_id: number; product_id: number };
  frontmatter: PlanFrontmatter;
}

/** The plan catalogue (content/plans), with the store and product ids the build was configured with. */
export function usePlans(): Plan[] {
  const data = useStaticQuery<{ allMarkdownRemark: { nodes: PlanNode[] } }>(graphql`
    query PlanCatalogue {
      allMarkdownRemark(filter: { fields: { collection: { eq: "plans" } } }, sort: { frontmatter: { order: ASC } }) {
        nodes {
          fields {
            slug
            store_id
            product_id
          }
          frontmatter {
            product_name
            product_id
            kind
            order
            listed
            highlight
            tagline
            price
            price_period
            allow_all
            allowed_paths
            disallowed_paths
            redirect_path
            checkout_url
            features {
              title
              text
            }
          }
        }
      }
    }
  `);
  const nodes = data.allMarkdownRemark.nodes;
  return useMemo(() => nodes.map(({ fields, frontmatter }) => planFromFrontmatter(fields.slug, fields, frontmatter)), [nodes]);
}
