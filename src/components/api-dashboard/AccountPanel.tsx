import { Link } from "gatsby";
import { CREDITS_PATH } from "../../lib/credit-packs";
import type { AccountState } from "./useAccount";
import * as styles from "./dashboard.module.css";

/** API key (create or replace), the credit balance with where to buy more, and the e-mail updates choice. */
export function AccountPanel({ account }: { account: AccountState }) {
  const { apiKey, credits, emailUpdates, busy } = account;
  return (
    <section className={styles.panel} aria-labelledby="account-heading" data-testid="account-panel">
      <h2 id="account-heading">Your API account</h2>
      <div>
        <strong>API key: </strong>
        {apiKey ? (
          <code className={styles.key} data-testid="api-key">
            {apiKey}
          </code>
        ) : (
          <span data-testid="no-api-key">none yet</span>
        )}
      </div>
      <button
        className="button"
        type="button"
        disabled={busy}
        id="create-key"
        data-testid="create-key"
        onClick={() => {
          if (!apiKey || window.confirm("A new key replaces the current one at once: programs using it stop working. Create a new key?"))
            void account.createKey();
        }}
      >
        {apiKey ? "Replace the API key" : "Create an API key"}
      </button>
      <p className={styles.status}>
        <strong>Credits: </strong>
        <span data-testid="credits">{credits ?? "–"}</span>{" "}
        <Link to={CREDITS_PATH} data-testid="buy-credits">
          Buy credits
        </Link>
      </p>
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={emailUpdates}
          disabled={busy}
          onChange={(event) => void account.setEmailUpdates(event.target.checked)}
          data-testid="email-updates"
        />
        E-mail me product updates
      </label>
      <button type="button" className="link-button" onClick={() => void account.logOut()} data-testid="log-out">
        Log out
      </button>
    </section>
  );
}
