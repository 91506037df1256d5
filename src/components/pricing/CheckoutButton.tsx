import type { MouseEvent } from "react";

interface CheckoutButtonProps {
  /** The checkout page, which a modified or middle click opens as any link would. */
  checkoutUrl: string;
  label: string;
  opening: boolean;
  onBuy(checkoutUrl: string): void;
  className: string | undefined;
}

/** A buy button: a link to the checkout page, which a plain press opens in the overlay instead. */
export function CheckoutButton({ checkoutUrl, label, opening, onBuy, className }: CheckoutButtonProps) {
  const press = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onBuy(checkoutUrl);
  };
  return (
    <a className={`button ${className ?? ""}`} href={checkoutUrl} onClick={press} aria-busy={opening} data-testid="buy">
      {opening ? "Opening checkout…" : label}
    </a>
  );
}
