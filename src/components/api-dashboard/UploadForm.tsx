import { type FormEvent, useEffect, useState } from "react";
import { API_BASE, ApiCallError, type Fetch, type ProductApi } from "../../lib/api-client";
import { API_KEY_MISSING } from "../../lib/api-errors";
import { runBulkUpload } from "../../lib/bulk-upload";
import { actionsOf, fetchOpenApiDocument } from "../../lib/openapi-operations";
import { parseJsonObject } from "../../lib/values";
import { acceptList, IMAGE_FORMATS } from "../../domain/formats";
import { FilePicker } from "./FilePicker";
import type { AccountState } from "./useAccount";
import * as styles from "./dashboard.module.css";

interface Props {
  api: ProductApi;
  fetchFn: Fetch;
  token: string;
  account: AccountState;
  onQueued: () => void;
}

/** Files, an action and its parameters, sent through exactly the client flow of spec §4. */
export function UploadForm({ api, fetchFn, token, account, onQueued }: Props) {
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [actions, setActions] = useState<string[]>([]);
  const [chosen, setChosen] = useState("compress");

  // The actions come from the API's own document, so the menu offers exactly what the server runs.
  useEffect(() => {
    let live = true;
    fetchOpenApiDocument(API_BASE).then(
      (document) => live && setActions(actionsOf(document)),
      (caught: unknown) =>
        live && setError(`The list of actions could not be loaded (${caught instanceof Error ? caught.message : String(caught)}).`),
    );
    return () => {
      live = false;
    };
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const files = form.getAll("files").filter((file): file is File => file instanceof File && file.size > 0);
    const text = String(form.get("parameters") ?? "").trim();
    const parameters = text === "" ? {} : parseJsonObject(text);
    setError(null);
    setStatus(null);
    if (parameters === null) return setError('Parameters must be a JSON object, such as {"quality": 70}.');
    setBusy(true);
    try {
      account.requireSession();
      // A call that needs a key, without one: the same confirm as the API's own answer (spec §8).
      if (!account.apiKey) throw new ApiCallError(401, API_KEY_MISSING);
      if (!(await account.validate())) return;
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
      setError(account.handleError(caught));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.panel} aria-labelledby="upload-heading" data-testid="upload-panel">
      <h2 id="upload-heading">Run a task</h2>
      <form className={styles.panel} onSubmit={(event) => void submit(event)}>
        <FilePicker name="files" label="Choose images" accept={acceptList(IMAGE_FORMATS)} testId="upload-files" />
        <label>
          Action
          <select
            name="action"
            value={chosen}
            onChange={(event) => setChosen(event.target.value)}
            data-testid="upload-action"
            disabled={actions.length === 0}
          >
            {actions.map((action) => (
              <option key={action}>{action}</option>
            ))}
          </select>
        </label>
        <label>
          Parameters (JSON, the settings of the action&apos;s tool; empty for the defaults)
          <textarea name="parameters" placeholder='{"quality": 70}' spellCheck={false} data-testid="upload-parameters" />
        </label>
        <button className="button" type="submit" disabled={busy} data-testid="upload-submit">
          {busy ? "Uploading…" : "Upload and run"}
        </button>
      </form>
      {status && (
        <p className={styles.status} role="status" data-testid="upload-status">
          {status}
        </p>
      )}
      <p role="alert" className={styles.error} data-testid="upload-error" hidden={error === null}>
        {error}
      </p>
    </section>
  );
}
