import { graphql, type HeadProps, type PageProps } from "gatsby";
import { useState, useSyncExternalStore } from "react";
import { HtmlContent } from "../components/HtmlContent";
import { type Discount, DiscountOffer } from "../components/pricing/DiscountOffer";
import { PlanCard } from "../components/pricing/PlanCard";
import { Seo } from "../components/Seo";
import { useCheckout } from "../hooks/useCheckout";
import { usePlans } from "../hooks/usePlans";
import { useToolCatalogue } from "../hooks/useToolCatalogue";
import { checkoutUrlWithDiscount } from "../lib/lemon-checkout";
import { pricingList, toolFromSearch, toolNote } from "../lib/pricing";
import type { PageText } from "../types/content";
import * as styles from "./pricing.module.css";

interface Data {
  page: {
    html: string;
    frontmatter: PageText & {
      faq: { question: string; answer: string }[] | null;
      tool_note: string;
      discount: Discount;
    };
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

/** Plans and passes from the plan catalogue (content/plans), checkout in the Lemon.js overlay, the PPP40 offer and the FAQ (#faq). */
export default function Pricing({ data, location }: PageProps<Data>) {
  const { title, faq, tool_note, discount } = data.page.frontmatter;
  const plans = usePlans();
  const catalogue = useToolCatalogue();
  const toolPath = useToolFromQuery(location.search);
  const tool = toolPath ? catalogue.find((candidate) => toolPath.startsWith(candidate.link)) : undefined;
  const list = pricingList(plans, tool ? toolPath : null);
  const [discountApplied, setDiscountApplied] = useState(false);
  const { buy, opening } = useCheckout();

  return (
    <div className="container">
      <h1>{title}</h1>
      <HtmlContent className="lead" html={data.page.html} />
      {tool && (
        <p className={`notice ${styles.toolNote}`} data-testid="tool-note">
          {toolNote(tool_note, tool.name)}
        </p>
      )}
      <DiscountOffer discount={discount} applied={discountApplied} onChange={setDiscountApplied} />
      <ul className={styles.plans} aria-label="Plans and passes">
        {list.plans.map((plan) => {
          const checkoutUrl = checkoutUrlWithDiscount(plan.checkout_url, discountApplied ? discount.code : null);
          return (
            <PlanCard
              key={plan.slug}
              plan={plan}
              unlocksTool={tool && list.covering.has(plan.slug) ? tool.name : null}
              checkoutUrl={checkoutUrl}
              opening={opening === checkoutUrl}
              onBuy={buy}
            />
          );
        })}
      </ul>
      {faq && faq.length > 0 && (
        <section id="faq" aria-labelledby="faq-heading" className="prose">
          <h2 id="faq-heading">Frequently asked questions</h2>
          {faq.map((item) => (
            <div key={item.question}>
              <h3>{item.question}</h3>
              <p>{item.answer}</p>
            </div>
          ))}
        </section>
      )}
    </div>
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
