import { type FormEvent, useState } from "react";
import * as styles from "./license.module.css";

interface Props {
  /** Resolves to the error to show, or null when the license was accepted. */
  onActivate: (licenseKey: string, email: string) => Promise<string | null>;
  /** False until the page is interactive, so an early submit does not reload the page. */
  ready: boolean;
}

/** License key and e-mail (spec §2 /license/); the error comes back word for word (spec §8). */
export function ActivationForm({ onActivate, ready }: Props) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const outcome = await onActivate(String(form.get("license_key") ?? ""), String(form.get("email") ?? ""));
    setError(outcome);
    setBusy(false);
  };

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} data-testid="license-form" aria-labelledby="activate-heading">
      <h2 id="activate-heading">Activate a license</h2>
      <label>
        License key
        <input name="license_key" required autoComplete="off" spellCheck={false} data-testid="license-key" />
      </label>
      <label>
        E-mail used at checkout
        <input name="email" type="email" required autoComplete="email" data-testid="license-email" />
      </label>
      <button className="button" type="submit" disabled={!ready || busy} data-testid="activate">
        {busy ? "Activating…" : "Activate"}
      </button>
      <p role="alert" className={styles.error} data-testid="license-error" hidden={error === null}>
        {error}
      </p>
    </form>
  );
}
