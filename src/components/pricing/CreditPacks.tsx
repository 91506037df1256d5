import { Link } from "gatsby";
import type { Checkout } from "../../hooks/useCheckout";
import { DASHBOARD_PATH } from "../../hooks/useCheckout";
import { type CreditPack, formatCredits, listedPacks, pricePerCredit } from "../../lib/credit-packs";
import { formatPrice } from "../../lib/pricing";
import { CheckoutButton } from "./CheckoutButton";
import * as cardStyles from "./PlanCard.module.css";

/** The API credit packs on sale (#credits), each bought in the overlay; after payment the dashboard shows the new balance. */
export function CreditPacks({ packs, checkout }: { packs: readonly CreditPack[]; checkout: Checkout }) {
  const onSale = listedPacks(packs);
  if (onSale.length === 0) return null;
  return (
    <section id="credits" aria-labelledby="credits-heading" data-testid="credits-section">
      <h2 id="credits-heading">API credits</h2>
      <p>
        Credits pay for files processed on our server through the <Link to="/api/">image API</Link> and its{" "}
        <Link to={DASHBOARD_PATH}>dashboard</Link>; the browser tools never need them. Each processed file uses credits, and a file that
        fails gets them back. Pay with the e-mail address of your API account, and the credits reach it.
      </p>
      <ul className="card-grid" aria-label="Credit packs">
        {onSale.map((pack) => {
          const headingId = `credit-pack-${pack.slug}`;
          return (
            <li key={pack.slug} className={cardStyles.card} aria-labelledby={headingId} data-testid="credit-pack" data-pack={pack.slug}>
              <p className={cardStyles.kind}>API credits</p>
              <h3 id={headingId} className={cardStyles.name}>
                {pack.name}
              </h3>
              <p className={cardStyles.tagline} data-testid="pack-credits">
                {formatCredits(pack.credits)} credits
              </p>
              <p className={cardStyles.price} data-testid="pack-price">
                <span className={cardStyles.amount}>{formatPrice(pack.price)}</span>{" "}
                <span className={cardStyles.period}>{pricePerCredit(pack)} per credit</span>
              </p>
              <CheckoutButton
                checkoutUrl={pack.checkout_url}
                label={`Buy ${pack.name}`}
                opening={checkout.opening === pack.checkout_url}
                onBuy={(url) => checkout.buy(url, DASHBOARD_PATH)}
                className={cardStyles.buy}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
