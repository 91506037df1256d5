import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useSyncExternalStore } from "react";
import { HtmlContent } from "../components/HtmlContent";
import { Seo } from "../components/Seo";
import { type PricingFields, PricingView } from "../components/views/PricingView";
import { useCheckout } from "../hooks/useCheckout";
import { toolFromSearch } from "../lib/pricing";

interface Data {
  page: {
    html: string;
    frontmatter: PricingFields & { description: string | null };
  };
}

const noSubscription = () => () => undefined;

/**
 * The query string exists only in the browser: the server render and hydration list the plans in
 * content order, and the browser then moves the ones for `?tool=` to the front.
 */
function useToolFromQuery(search: string): string | null {
  return useSyncExternalStore(
    noSubscription,
    () => toolFromSearch(search),
    () => null,
  );
}

/** Plans and passes, checkout in the Lemon.js overlay (spec §6, §9). */
export default function Pricing({ data, location }: PageProps<Data>) {
  return (
    <PricingView
      page={data.page.frontmatter}
      body={<HtmlContent className="lead" html={data.page.html} />}
      toolPath={useToolFromQuery(location.search)}
      checkout={useCheckout()}
    />
  );
}

export function Head({ data, location }: HeadProps<Data>) {
  return <Seo title={data.page.frontmatter.title} description={data.page.frontmatter.description} path={location.pathname} />;
}

export const query = graphql`
  query PricingPage {
    page: markdownRemark(fields: { collection: { eq: "pages" } }, frontmatter: { template: { eq: "pricing" } }) {
      html
      frontmatter {
        title
        description
        tool_note
        discount {
          code
          percent
          title
          text
          apply_label
        }
        faq {
          question
          answer
        }
      }
    }
  }
`;
