import { useState } from "react";
import type { LicenseEntry } from "../../lib/license-state";
import * as styles from "./license.module.css";

interface Props {
  entries: LicenseEntry[] | null;
  /** Resolves to the error to show, or null when the entry was removed. */
  onDeactivate: (entry: LicenseEntry) => Promise<string | null>;
}

/** The licenses activated in this browser: plan, e-mail, "N Used / M" and a Deactivate button. */
export function LicenseList({ entries, onDeactivate }: Props) {
  const [busy, setBusy] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const deactivate = async (entry: LicenseEntry) => {
    setBusy(entry.instance_id);
    const error = await onDeactivate(entry);
    setErrors(({ [entry.instance_id]: _old, ...rest }) => (error ? { ...rest, [entry.instance_id]: error } : rest));
    setBusy(null);
  };

  return (
    <section aria-labelledby="licenses-heading">
      <h2 id="licenses-heading">Licenses in this browser</h2>
      {entries === null ? (
        <p>Reading your licenses…</p>
      ) : entries.length === 0 ? (
        <p data-testid="no-licenses">No license is active in this browser yet.</p>
      ) : (
        <ul className={styles.list}>
          {entries.map((entry) => (
            <li key={entry.instance_id} className={styles.entry} data-testid="license-entry" data-plan={entry.plan}>
              <div>
                <strong>{entry.plan || "License"}</strong>
                <span>{entry.email}</span>
                <span data-testid="license-usage">{entry.usage_stat}</span>
              </div>
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() => void deactivate(entry)}
                disabled={busy !== null}
                data-testid="deactivate"
              >
                {busy === entry.instance_id ? "Deactivating…" : "Deactivate"}
              </button>
              {errors[entry.instance_id] && (
                <p role="alert" className={styles.error} data-testid="license-entry-error">
                  {errors[entry.instance_id]}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
