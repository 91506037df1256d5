import { Link } from "gatsby";
import { CREDITS_OFFER } from "../../lib/api-errors";
import { CREDITS_PATH } from "../../lib/credit-packs";
import type { AccountError as Shown } from "./useAccount";
import * as styles from "./dashboard.module.css";

/**
 * An account error beside the control that caused it, with spec §8's offer to buy credits linking to
 * the credit packs when it has one. The alert is there, empty, before any error, so it is announced.
 */
export function AccountError({ error, testId }: { error: Shown | null; testId: string }) {
  return (
    <p role="alert" className={styles.error} data-testid={testId} hidden={error === null}>
      {error?.message}
      {error?.offerCredits && (
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
