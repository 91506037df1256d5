import { Link } from "gatsby";
import { CREDITS_OFFER } from "../../lib/api-errors";
import { CREDITS_PATH } from "../../lib/credit-packs";
import type { AccountError as Shown } from "./useAccount";

/** An account error, with spec §8's offer to buy credits linking to the credit packs when it has one. */
export function AccountError({ error }: { error: Shown }) {
  return (
    <p role="alert" data-testid="account-error">
      {error.message}
      {error.offerCredits && (
        <>
          {CREDITS_OFFER.before}
          <Link to={CREDITS_PATH} data-testid="credits-offer">
            {CREDITS_OFFER.link}
          </Link>
          {CREDITS_OFFER.after}
        </>
      )}
    </p>
  );
}
