import { describeBackend } from "../../models/backend";
import { formatBytes } from "./format";
import type { RuntimeState } from "./runtime-state";
import * as styles from "./BulkTool.module.css";

/** Model downloads (bytes and %) and the backend the model runs on; nothing for tools without a model. */
export function RuntimeStatus({ state }: { state: RuntimeState }) {
  if (state.downloads.length === 0 && !state.backend) return null;
  return (
    <div className={styles.runtime}>
      {state.downloads.map(({ model, label, loaded, total }) => {
        const percent = total > 0 ? Math.floor((loaded / total) * 100) : 0;
        return (
          <div key={model} data-testid="model-download" data-model={model}>
            <label htmlFor={`download-${model}`}>
              Downloading the {label} once: {formatBytes(loaded)} of {formatBytes(total)} ({percent}%)
            </label>
            <progress id={`download-${model}`} value={loaded} max={total} />
          </div>
        );
      })}
      {state.backend && (
        <p className={styles.note} data-testid="backend" data-backend={state.backend.backend}>
          {describeBackend(state.backend.backend, state.backend.threads)}
        </p>
      )}
    </div>
  );
}
