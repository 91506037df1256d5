import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { ApiCallError, type Fetch, type ProductApi } from "../../lib/api-client";
import { API_KEY_MISSING } from "../../lib/api-errors";
import { runBulkUpload } from "../../lib/bulk-upload";
import { parseJsonObject } from "../../lib/values";
import { acceptList, IMAGE_FORMATS } from "../../domain/formats";
import { AccountError } from "./AccountError";
import { FilePicker } from "./FilePicker";
import { type AccountError as Shown, type AccountState, shown } from "./useAccount";
import type { ApiActions } from "./useApiActions";
import * as styles from "./dashboard.module.css";

interface Props {
  api: ProductApi;
  fetchFn: Fetch;
  token: string;
  account: AccountState;
  actions: ApiActions;
  onQueued: () => void;
}

/**
 * Files, an action and its parameters, sent through exactly the client flow of spec §4. Without a key the
 * button waits, saying so and offering the key beside it; what goes wrong shows beside the button.
 */
export function UploadForm({ api, fetchFn, token, account, actions, onQueued }: Props) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<Shown | null>(null);
  const [chosen, setChosen] = useState("compress");
  const hintId = useId();
  const keyNeededId = useId();
  const submitButton = useRef<HTMLButtonElement>(null);
  const keyMadeHere = useRef(false);
  const needsKey = account.loaded && !account.apiKey;
  const choice = actions.choices.find((candidate) => candidate.name === chosen) ?? actions.choices[0];

  // A new key answers a refusal for want of one (React's way to adjust state to a changed prop, during render).
  const [keySeen, setKeySeen] = useState(account.apiKey);
  if (account.apiKey !== keySeen) {
    setKeySeen(account.apiKey);
    if (account.apiKey) setError(null);
  }

  // A key made with this form's button: the upload is the next step, and that button is now gone.
  useEffect(() => {
    if (!account.apiKey || !keyMadeHere.current) return;
    keyMadeHere.current = false;
    submitButton.current?.focus();
  }, [account.apiKey]);

  const createKey = async () => {
    keyMadeHere.current = true;
    setError(await account.createKey());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const files = form.getAll("files").filter((file): file is File => file instanceof File && file.size > 0);
    const text = String(form.get("parameters") ?? "").trim();
    const parameters = text === "" ? {} : parseJsonObject(text);
    setError(null);
    setStatus(null);
    if (parameters === null) return setError(shown('Parameters must be a JSON object, such as {"quality": 70}.'));
    setBusy(true);
    try {
      account.requireSession();
      // A call that needs a key, without one: the same confirm as the API's own answer (spec §8).
      if (!account.apiKey) throw new ApiCallError(401, API_KEY_MISSING);
      const refused = await account.validate();
      if (refused) return setError(refused);
      const result = await runBulkUpload(api, fetchFn, {
        files,
        action: String(form.get("action")),
        parameters,
        token,
        apiKey: account.apiKey,
      });
      const failed = result.failures.map((failure) => `${failure.name}: ${failure.error}`);
      setStatus([result.message, ...failed].join(" "));
      await account.refreshCredits();
      onQueued();
    } catch (caught) {
      setError(shown(account.handleError(caught)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="upload-heading" data-testid="upload-panel">
      <h2 id="upload-heading">Run a task</h2>
      <form className={styles.form} onSubmit={(event) => void submit(event)} data-testid="upload-form">
        <FilePicker name="files" label="Choose images" accept={acceptList(IMAGE_FORMATS)} testId="upload-files" />
        <label>
          Tool
          <select
            name="action"
            value={choice?.name ?? ""}
            onChange={(event) => setChosen(event.target.value)}
            aria-describedby={hintId}
            data-testid="upload-action"
            disabled={actions.choices.length === 0}
          >
            {actions.choices.map((option) => (
              <option key={option.name} value={option.name}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <p id={hintId} className={styles.hint} data-testid="upload-action-hint">
          {choice && (
            <>
              API action <code>{choice.name}</code>, {choice.credits} {choice.credits === 1 ? "credit" : "credits"} per file.
            </>
          )}
        </p>
        <label>
          Parameters (JSON, the settings of the tool; empty for the defaults)
          <textarea name="parameters" placeholder={choice?.example} spellCheck={false} data-testid="upload-parameters" />
        </label>
        {needsKey && (
          <div className={styles.keyNeeded} data-testid="key-needed">
            <p id={keyNeededId}>Create an API key first: tasks run on your key and are paid from its credits.</p>
            <button className="button button-secondary" type="button" disabled={account.busy} onClick={() => void createKey()}>
              Create an API key
            </button>
          </div>
        )}
        <button
          ref={submitButton}
          className="button"
          type="submit"
          disabled={busy || !account.apiKey}
          aria-describedby={needsKey ? keyNeededId : undefined}
          data-testid="upload-submit"
        >
          {busy ? "Uploading…" : "Upload and run"}
        </button>
        <p className={styles.status} role="status" data-testid="upload-status" hidden={status === null}>
          {status}
        </p>
        <AccountError error={error ?? (actions.error === null ? null : shown(actions.error))} testId="upload-error" />
      </form>
    </section>
  );
}
