import { type ReactNode, useState } from "react";
import type { Checkout } from "../../hooks/useCheckout";
import { useCreditPacks } from "../../hooks/useCreditPacks";
import { usePlans } from "../../hooks/usePlans";
import { useAllTools, useToolCatalogue } from "../../hooks/useToolCatalogue";
import { checkoutUrlWithDiscount } from "../../lib/lemon-checkout";
import { pricingList, sellablePlans, toolNote } from "../../lib/pricing";
import { type Discount, DiscountOffer } from "../pricing/DiscountOffer";
import { CreditPacks } from "../pricing/CreditPacks";
import { PlanCard } from "../pricing/PlanCard";
import * as styles from "./PricingView.module.css";

export interface PricingFields {
  title: string;
  tool_note: string;
  discount: Discount;
  faq: { question: string; answer: string }[] | null;
}

interface PricingViewProps {
  page: PricingFields;
  /** The rendered Markdown, the page's introduction. */
  body: ReactNode;
  /** The path of the tool the visitor came from (`?tool=`), whose plans come first; null for none. */
  toolPath: string | null;
  checkout: Checkout;
}

/**
 * Plans and passes from the plan catalogue (content/plans), the purchasing-power offer, the API
 * credit packs (content/credit-packs, #credits) and the FAQ (#faq).
 */
export function PricingView({ page, body, toolPath, checkout }: PricingViewProps) {
  const plans = usePlans();
  const packs = useCreditPacks();
  const catalogue = useToolCatalogue();
  const tool = toolPath ? catalogue.find((candidate) => toolPath.startsWith(candidate.link)) : undefined;
  const list = pricingList(sellablePlans(plans, useAllTools()), tool ? toolPath : null);
  const [discountApplied, setDiscountApplied] = useState(false);

  return (
    <div className="container">
      <h1>{page.title}</h1>
      {body}
      {tool && (
        <p className={`notice ${styles.toolNote}`} data-testid="tool-note">
          {toolNote(page.tool_note, tool.name)}
        </p>
      )}
      <DiscountOffer discount={page.discount} applied={discountApplied} onChange={setDiscountApplied} />
      <PlanList>
        {list.plans.map((plan) => {
          const checkoutUrl = checkoutUrlWithDiscount(plan.checkout_url, discountApplied ? page.discount.code : null);
          return (
            <PlanCard
              key={plan.slug}
              plan={plan}
              unlocksTool={tool && list.covering.has(plan.slug) ? tool.name : null}
              checkoutUrl={checkoutUrl}
              opening={checkout.opening === checkoutUrl}
              onBuy={checkout.buy}
            />
          );
        })}
      </PlanList>
      <CreditPacks packs={packs} checkout={checkout} />
      {page.faq && page.faq.length > 0 && (
        <section id="faq" aria-labelledby="faq-heading" className="prose">
          <h2 id="faq-heading">Frequently asked questions</h2>
          {page.faq.map((item, index) => (
            <div key={index}>
              <h3>{item.question}</h3>
              <p>{item.answer}</p>
            </div>
          ))}
        </section>
      )}
    </div>
  );
}

/** The grid of plan cards. */
export function PlanList({ children }: { children: ReactNode }) {
  return (
    <ul className="card-grid" aria-label="Plans and passes">
      {children}
    </ul>
  );
}
