import * as styles from "./DiscountOffer.module.css";

/** The purchasing-power discount of content/pages/pricing.md (spec §9: code PPP40, 40% off). */
export interface Discount {
  code: string;
  percent: number;
  title: string;
  text: string;
  apply_label: string;
}

/** The offer, with a box that fills the code into every checkout on the page. */
export function DiscountOffer({ discount, applied, onChange }: { discount: Discount; applied: boolean; onChange(applied: boolean): void }) {
  return (
    <section className={styles.offer} aria-labelledby="discount-heading" data-testid="discount">
      <h2 id="discount-heading" className={styles.title}>
        {discount.title}
      </h2>
      <p className={styles.code}>
        <strong>{discount.code}</strong>: {discount.percent}% off
      </p>
      <p className={styles.text}>{discount.text}</p>
      <label className={styles.apply}>
        <input type="checkbox" checked={applied} onChange={(event) => onChange(event.target.checked)} data-testid="apply-discount" />
        {discount.apply_label}
      </label>
    </section>
  );
}
