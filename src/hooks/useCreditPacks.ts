import { graphql, useStaticQuery } from "gatsby";
import type { CreditPack } from "../lib/credit-packs";

/** The API credit packs (content/credit-packs), as the build checked them, in their order. */
export function useCreditPacks(): CreditPack[] {
  const data = useStaticQuery<{ creditPacks: { nodes: CreditPack[] } }>(graphql`
    query CreditPacks {
      creditPacks: allCreditPack(sort: { order: ASC }) {
        nodes {
          slug
          name
          order
          listed
          credits
          price
          product_id
          variant_id
          checkout_url
        }
      }
    }
  `);
  return data.creditPacks.nodes;
}
