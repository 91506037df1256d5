import { type ComponentType, memo } from "react";
import { isActive } from "../active";
import type { Job } from "../batch";
import type { ResultPanelProps } from "../types";
import { PASSWORD_OVERRIDE } from "../../domain/password-error";
import { FileName } from "./FileName";
import { formatBytes, sizeChange } from "./format";
import { PasswordForm } from "./PasswordForm";
import { TextPreview } from "./TextPreview";
import * as styles from "./BulkTool.module.css";

interface Props {
  job: Job;
  names: readonly string[] | undefined;
  selected: boolean;
  onSelect: (id: string) => void;
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onRemove: (id: string) => void;
  onUnlock: (id: string, password: string) => void;
  onDownload: () => void;
  upgradeHref: string;
  /** The tool's own part of a finished card. */
  Panel?: ComponentType<ResultPanelProps> | undefined;
}

function statusText(job: Job): string {
  if (job.held) return "Waiting: over the free limit";
  if (job.checking) return "Checking…";
  if (job.status === "queued") return "Queued";
  if (job.status === "processing")
    return `${job.stage ? `${job.stage[0]?.toUpperCase()}${job.stage.slice(1)}` : "Processing"} ${Math.round(job.progress * 100)}%`;
  if (job.status === "failed") return job.error === "cancelled" ? "Cancelled" : "Failed";
  return "Done";
}

/** Names are recomputed for the whole batch on any change; equal lists must not re-render a card. */
function sameProps(before: Props, after: Props): boolean {
  return (Object.keys(after) as (keyof Props)[]).every((key) =>
    key === "names" ? before.names?.join("\n") === after.names?.join("\n") : before[key] === after[key],
  );
}

/** One file of the batch: its state, its thumbnail, its numbers and its actions. */
export const ResultCard = memo(function ResultCard({
  job,
  names,
  selected,
  onSelect,
  onCancel,
  onRetry,
  onRemove,
  onUnlock,
  onDownload,
  upgradeHref,
  Panel,
}: Props) {
  const fileName = job.path.split("/").pop() ?? job.path;
  const inputSize = job.input?.size ?? 0;
  const outputSize = job.outputs.reduce((sum, file) => sum + file.blob.size, 0);
  const first = job.outputs[0];
  const text = job.status === "done" ? job.outputs.find((file) => file.blob.type.startsWith("text/")) : undefined;
  return (
    <li
      className={`${styles.result} ${selected ? styles.resultSelected : ""} ${text ? styles.resultWithText : ""}`}
      data-testid="result"
      data-status={job.status}
      data-filename={fileName}
      data-held={job.held || undefined}
      aria-busy={job.status === "processing"}
    >
      <button
        type="button"
        className={styles.thumb}
        data-look="surface"
        onClick={() => onSelect(job.id)}
        disabled={!job.format}
        aria-pressed={selected}
      >
        {job.thumbnailUrl ? (
          <img src={job.thumbnailUrl} alt="" loading="lazy" decoding="async" />
        ) : (
          <span aria-hidden="true">{job.format?.toUpperCase() ?? "…"}</span>
        )}
        <span className="visually-hidden">Select {fileName}</span>
      </button>
      <div className={styles.resultBody}>
        <p className={styles.resultName}>
          <FileName name={fileName} title={job.path} />
        </p>
        <p className={styles.resultStatus} role={job.status === "failed" ? undefined : "status"}>
          {statusText(job)}
        </p>
        {Object.keys(job.overrides ?? {}).some((key) => key !== PASSWORD_OVERRIDE) && <p className={styles.note}>Has its own settings</p>}
        {job.status === "processing" && <progress max={1} value={job.progress} aria-label={`${fileName} progress`} />}
        {job.status === "failed" && job.error !== "cancelled" && (
          <p className={styles.error} data-testid="error" role="alert">
            <FileName name={fileName} suffix=":" /> {job.error}
          </p>
        )}
        {job.status === "failed" && job.asksPassword && (
          <PasswordForm fileName={fileName} onSubmit={(password) => onUnlock(job.id, password)} />
        )}
        {job.held && (
          <p className={styles.note}>
            <a href={upgradeHref}>Upgrade to process this file</a>
          </p>
        )}
        {job.status === "done" && (
          <>
            {first && (
              <p className={styles.numbers}>
                {inputSize > 0 && (
                  <>
                    {formatBytes(inputSize)} → {formatBytes(outputSize)}{" "}
                    {job.outputs.length === 1 && <strong>{sizeChange(inputSize, outputSize)}</strong>}
                  </>
                )}
                {first.width && first.height ? ` · ${first.width} × ${first.height}` : ""}
              </p>
            )}
            {job.note && (
              <p className={styles.note} data-testid="note">
                {job.note}
              </p>
            )}
            {job.warning && (
              <p className={styles.warning} data-testid="warning">
                <strong>Check this one:</strong> {job.warning}
              </p>
            )}
            {text && <TextPreview blob={text.blob} label={`Result of ${fileName}`} />}
            <ul className={styles.downloads}>
              {job.outputs.map((file, index) => (
                <li key={names?.[index] ?? index}>
                  <a
                    href={job.outputUrls[index]}
                    data-testid="download"
                    download={names?.[index]}
                    title={names?.[index]}
                    aria-label={`Download ${names?.[index] ?? file.extension}`}
                    onClick={onDownload}
                  >
                    Download <FileName name={names?.[index] ?? file.extension} />
                  </a>
                </li>
              ))}
            </ul>
            {Panel && job.data && <Panel fileName={fileName} data={job.data} />}
          </>
        )}
        <div className={styles.resultActions}>
          {isActive(job) && (
            <button type="button" className="button button-quiet button-small" onClick={() => onCancel(job.id)}>
              Cancel
            </button>
          )}
          {job.status === "failed" && (job.format || job.generated) && (
            <button type="button" className="button button-quiet button-small" onClick={() => onRetry(job.id)}>
              Retry
            </button>
          )}
          <button
            type="button"
            className="button button-quiet button-small"
            onClick={() => onRemove(job.id)}
            aria-label={`Remove ${fileName}`}
          >
            Remove
          </button>
        </div>
      </div>
    </li>
  );
}, sameProps);
