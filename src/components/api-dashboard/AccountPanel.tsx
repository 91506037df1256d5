import { Link } from "gatsby";
import { useState } from "react";
import { CREDITS_PATH } from "../../lib/credit-packs";
import { AccountError } from "./AccountError";
import type { AccountError as Shown, AccountState } from "./useAccount";
import * as styles from "./dashboard.module.css";

function KeyText({ apiKey, loaded }: Pick<AccountState, "apiKey" | "loaded">) {
  if (apiKey)
    return (
      <code className={styles.key} data-testid="api-key">
        {apiKey}
      </code>
    );
  return loaded ? <span data-testid="no-api-key">none yet</span> : <span>loading…</span>;
}

/**
 * Who is logged in, the API key (create or replace), the credit balance with where to buy more, and the
 * e-mail updates choice; an error of these controls, or of reading the account, shows here beside them.
 */
export function AccountPanel({ account, email }: { account: AccountState; email: string | null }) {
  const { apiKey, loaded, credits, emailUpdates, busy } = account;
  const [error, setError] = useState<Shown | null>(null);
  return (
    <section className={styles.panel} aria-labelledby="account-heading" data-testid="account-panel">
      <h2 id="account-heading">Your API account</h2>
      <p className={styles.status}>
        {email && (
          <>
            Logged in as <strong data-testid="account-email">{email}</strong>.{" "}
          </>
        )}
        <button type="button" className="link-button" onClick={() => void account.logOut()} data-testid="log-out">
          Log out
        </button>
      </p>
      <p className={styles.status}>
        <strong>API key: </strong>
        <KeyText apiKey={apiKey} loaded={loaded} />
      </p>
      <button
        className="button"
        type="button"
        // Before the lookup answers, a key that exists would be replaced without the question below.
        disabled={busy || !loaded}
        id="create-key"
        data-testid="create-key"
        onClick={() => {
          if (!apiKey || window.confirm("A new key replaces the current one at once: programs using it stop working. Create a new key?"))
            void account.createKey().then(setError);
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
          onChange={(event) => void account.setEmailUpdates(event.target.checked).then(setError)}
          data-testid="email-updates"
        />
        E-mail me product updates
      </label>
      <AccountError error={error ?? account.loadError} testId="account-error" />
    </section>
  );
}
