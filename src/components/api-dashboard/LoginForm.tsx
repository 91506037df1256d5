import { type FormEvent, useState } from "react";
import type { ProductApi } from "../../lib/api-client";
import * as styles from "./dashboard.module.css";

interface Props {
  api: ProductApi;
  ready: boolean;
  onLoggedIn: (token: string) => void;
  /** Why the last session ended, shown above the form. */
  notice: string | null;
}

/** E-mail, then the six-digit code from the mail (spec §7 get-access, get-access/verify). */
export function LoginForm({ api, ready, onLoggedIn, notice }: Props) {
  const [email, setEmail] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(notice);
  const [error, setError] = useState<string | null>(null);

  const run = async (event: FormEvent<HTMLFormElement>, step: (form: FormData) => Promise<void>) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await step(new FormData(event.currentTarget));
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : String(caught));
    } finally {
      setBusy(false);
    }
  };

  const requestCode = (form: FormData) => {
    const address = String(form.get("email") ?? "").trim();
    return api.requestCode(address).then((answer) => {
      setEmail(address);
      setMessage(answer.message);
    });
  };

  const verify = (form: FormData) =>
    api.verifyCode(email ?? "", String(form.get("code") ?? "").trim()).then((answer) => onLoggedIn(answer.token));

  return (
    <section className={styles.panel} aria-labelledby="login-heading" data-testid="login-panel">
      <h2 id="login-heading">Log in</h2>
      {message && (
        <p className={styles.status} role="status" data-testid="login-message">
          {message}
        </p>
      )}
      {email === null ? (
        <form onSubmit={(event) => void run(event, requestCode)} className={styles.form}>
          <label>
            E-mail address
            <input name="email" type="email" required autoComplete="email" data-testid="login-email" />
          </label>
          <button className="button" type="submit" disabled={!ready || busy} data-testid="send-code">
            {busy ? "Sending…" : "Send me a code"}
          </button>
        </form>
      ) : (
        <form onSubmit={(event) => void run(event, verify)} className={styles.form}>
          <label>
            Six-digit code sent to {email}
            <input name="code" inputMode="numeric" pattern="\s*\d{6}\s*" required autoComplete="one-time-code" data-testid="login-code" />
          </label>
          <button className="button" type="submit" disabled={busy} data-testid="verify-code">
            {busy ? "Checking…" : "Log in"}
          </button>
          <button type="button" className="link-button" onClick={() => setEmail(null)}>
            Use another address
          </button>
        </form>
      )}
      <p role="alert" className={styles.error} data-testid="login-error" hidden={error === null}>
        {error}
      </p>
    </section>
  );
}
