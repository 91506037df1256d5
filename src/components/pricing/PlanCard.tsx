import { Check } from "lucide-react";
import type { Plan } from "../../lib/plans";
import { formatPrice, periodLabel } from "../../lib/pricing";
import { CheckoutButton } from "./CheckoutButton";
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

/** A plan or pass with its price, features and buy button. */
export function PlanCard({ plan, unlocksTool, checkoutUrl, opening, onBuy }: PlanCardProps) {
  const headingId = `plan-${plan.slug}`;
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
      <CheckoutButton checkoutUrl={checkoutUrl} label={`Buy ${plan.product_name}`} opening={opening} onBuy={onBuy} className={styles.buy} />
    </li>
  );
}
