import { Check } from "lucide-react";
import type { MouseEvent } from "react";
import type { Plan } from "../../lib/plans";
import { formatPrice, periodLabel } from "../../lib/pricing";
import * as styles from "./PlanCard.module.css";

export interface PlanCardProps {
  plan: Plan;
  /** The tool the visitor came from, when this plan unlocks it. */
  unlocksTool: string | null;
  /** The plan's checkout address, with any discount code filled in. */
  checkoutUrl: string;
  opening: boolean;
  onBuy(checkoutUrl: string): void;
}

/** A plan or pass with its price, features and buy button. The button is a link to the checkout page, which pressing opens in the overlay instead. */
export function PlanCard({ plan, unlocksTool, checkoutUrl, opening, onBuy }: PlanCardProps) {
  const headingId = `plan-${plan.slug}`;
  const press = (event: MouseEvent<HTMLAnchorElement>) => {
    // A modified or middle click keeps its meaning (open the checkout page in a new tab or window).
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onBuy(checkoutUrl);
  };
  return (
    <li
      className={`${styles.card} ${plan.highlight ? styles.highlight : ""} ${unlocksTool ? styles.match : ""}`}
      aria-labelledby={headingId}
      data-testid="plan"
      data-plan={plan.slug}
    >
      <p className={styles.kind}>{plan.kind === "plan" ? "Plan" : "Pass"}</p>
      <h2 id={headingId} className={styles.name}>
        {plan.product_name}
      </h2>
      {unlocksTool && (
        <p className={styles.unlocks} data-testid="unlocks-tool">
          Unlocks {unlocksTool}
        </p>
      )}
      <p className={styles.tagline}>{plan.tagline}</p>
      <p className={styles.price} data-testid="price">
        <span className={styles.amount}>{formatPrice(plan.price)}</span>{" "}
        <span className={styles.period}>{periodLabel(plan.price_period)}</span>
      </p>
      <ul className={styles.features}>
        {plan.features.map((feature) => (
          <li key={feature.title}>
            <Check size={18} aria-hidden="true" focusable="false" className={styles.check} />
            <span>
              {feature.title}
              {feature.text && <span className={styles.featureText}>{feature.text}</span>}
            </span>
          </li>
        ))}
      </ul>
      <a className={`button ${styles.buy}`} href={checkoutUrl} onClick={press} aria-busy={opening} data-testid="buy">
        {opening ? "Opening checkout…" : `Buy ${plan.product_name}`}
      </a>
    </li>
  );
}
