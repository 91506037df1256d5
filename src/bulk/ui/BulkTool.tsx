/**
 * The working area of every tool page: intake, options, the batch and its results. Everything a
 * tool brings is in its ClientTool (meta, settings schema, optional panel); the rest is shared.
 */
import { mergedOverrides } from "../overrides";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ActivateHere } from "../../components/license/ActivateHere";
import { useBatchAccess } from "../../hooks/useAccess";
import { addToolStats, moneySaved, readToolStats, type ToolStats } from "../../lib/tool-stats";
import { unlessSameJson } from "../../lib/values";
import { isActive } from "../active";
import type { Job } from "../batch";
import type { Incoming } from "../intake/collect";
import { earlyIncoming, takeEarlyIntake } from "../intake/early-intake";
import { isDocument, isText } from "../intake/probe";
import { outputNames } from "../output/output-names";
import { canSaveToFolder, pickFolder, writeToFolder } from "../output/save-folder";
import { tableFile, tableFiles, type TableFormat } from "../output/table";
import { downloadBlob, saveZip } from "../output/zip";
import * as store from "../resume/batch-store";
import { coerceSettings, defaultSettings, schemaFields } from "../settings/fields";
import { outputOptionsKey, outputOptionsSchema, type OutputOptions } from "../settings/output-options";
import { clearSettings, loadSettings, saveSettings } from "../settings/saved-settings";
import type { ClientTool, FocusedFile } from "../types";
import { acceptList, type InputFormat } from "../../domain/formats";
import { BrowserLimits } from "./BrowserLimits";
import { CompareSlider } from "./CompareSlider";
import { DropZone } from "./DropZone";
import { plural } from "./format";
import { ResultCard } from "./ResultCard";
import { RuntimeStatus } from "./RuntimeStatus";
import { SettingsForm } from "./SettingsForm";
import { useBatch } from "./useBatch";
import * as styles from "./BulkTool.module.css";

interface Props {
  tool: ClientTool;
  /** The tool's page path, e.g. /tools/bulk-image-compressor/ (for the upgrade link). */
  toolPath: string;
  /** The key of the tool's savings counters (the catalogue's money_saved_tag). */
  statsKey: string;
  moneyPerImage: number;
  /** Last segment of a sub-page path whose preset applies (e.g. convert-to-png). */
  presetKey: string | null;
}

const NO_STATS: ToolStats = { saved: 0, downloaded: 0 };
const BROWSER_VIEWABLE = new Set(["jpeg", "png", "webp", "avif", "gif", "bmp"]);
/** What the drop zone asks for: books for a tool that reads texts, PDFs for one that reads only PDFs, else images. */
function dropWhat(accepts: readonly InputFormat[]): string {
  if (accepts.some(isText)) return "books";
  return accepts.every(isDocument) ? "PDFs" : "images";
}

export function BulkTool({ tool, toolPath, statsKey, moneyPerImage, presetKey }: Props) {
  const { meta } = tool;
  const preset = (presetKey ? meta.presets?.[presetKey] : undefined) as Record<string, unknown> | undefined;
  // The page is rendered on the server with the defaults, and hydrated with them; what this browser
  // saved (settings, counters) is read once the tool is live, so hydration matches the server's HTML.
  const [settings, setSettings] = useState<Record<string, unknown>>(() => coerceSettings(meta.settings, preset));
  const [output, setOutput] = useState<OutputOptions>(() => defaultSettings(outputOptionsSchema));
  const root = useRef<HTMLElement>(null);
  const settingsRef = useRef(settings);
  const outputRef = useRef(output);
  useEffect(() => {
    settingsRef.current = settings;
    outputRef.current = output;
  }, [settings, output]);
  const [stats, setStats] = useState<ToolStats>(NO_STATS);
  const [selected, setSelected] = useState<string | null>(null);
  const [resumable, setResumable] = useState<{ jobs: store.StoredJob[]; settings: Record<string, unknown> } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const access = useBatchAccess(toolPath);

  const { batch, jobs, runtime } = useBatch({
    toolId: meta.id,
    accepts: meta.accepts,
    companions: meta.companions,
    filesPerBatch: access.filesPerBatch,
    maxWorkers: meta.maxWorkers,
    minWorkers: meta.minWorkers,
    jobsPerWorker: meta.jobsPerWorker,
    settings: () => settingsRef.current,
    keepMetadata: () => outputRef.current.keepMetadata,
    persist: true,
    onProcessed: (count) => setStats(addToolStats(statsKey, { saved: count })),
  });

  // A license activated or removed in another tab changes the allowance of this batch.
  useEffect(() => batch.setFilesPerBatch(access.filesPerBatch), [batch, access.filesPerBatch]);

  useEffect(() => {
    // A first visit has nothing saved: then nothing re-renders, and the hydrated tool is the one drawn.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- storage is read once hydration has matched the server's defaults
    setSettings(unlessSameJson(loadSettings(meta.id, meta.settings, preset)));
    setOutput(unlessSameJson(loadSettings(outputOptionsKey(meta.id), outputOptionsSchema)));
    setStats(unlessSameJson(readToolStats(statsKey, meta.id)));
    // Not React state, for the same reason; the browser tests wait for it before they hand the tool files.
    root.current?.setAttribute("data-ready", "true");
  }, [meta.id, meta.settings, preset, statsKey]);

  useEffect(() => {
    const early = takeEarlyIntake();
    if (early.length > 0) {
      // Files handed over before the tool was live start a new batch, as files added under the resume offer do.
      void batch.forgetStored();
      void earlyIncoming(early).then((files) => batch.add(files));
      return;
    }
    store
      .loadBatch(meta.id)
      .then((stored) => stored && setResumable({ jobs: stored.jobs, settings: stored.batch.settings }))
      .catch(() => undefined);
  }, [batch, meta.id]);

  const changeSettings = useCallback(
    (patch: Record<string, unknown>) => {
      setSettings((current) => {
        const next = { ...current, ...patch };
        saveSettings(meta.id, next);
        return next;
      });
    },
    [meta.id],
  );

  const changeOutput = (patch: Partial<OutputOptions>) => {
    const next = { ...output, ...patch };
    setOutput(next);
    saveSettings(outputOptionsKey(meta.id), next);
  };

  const resetSettings = () => {
    clearSettings(meta.id);
    clearSettings(outputOptionsKey(meta.id));
    setSettings({ ...defaultSettings(meta.settings), ...preset });
    setOutput(defaultSettings(outputOptionsSchema));
  };

  const addFiles = useCallback(
    (files: Incoming[]) => {
      if (files.length === 0) return;
      if (resumable) {
        void batch.forgetStored();
        setResumable(null);
      }
      batch.add(files);
    },
    [batch, resumable],
  );

  const fields = useMemo(
    () => schemaFields(meta.settings).filter((field) => !tool.ownFields?.includes(field.key)),
    [meta.settings, tool.ownFields],
  );
  const outputFields = useMemo(
    () => schemaFields(outputOptionsSchema).filter((field) => meta.metadata || field.key !== "keepMetadata"),
    [meta.metadata],
  );
  const names = useMemo(() => outputNames(jobs, output.nameTemplate), [jobs, output.nameTemplate]);
  const done = jobs.filter((job) => job.status === "done");
  // A file may finish without an output (the object remover's unmarked photo): it has nothing to
  // download, unless it has rows in the batch's table.
  const produced = meta.table ? done : done.filter((job) => job.outputs.length > 0);
  const failed = jobs.filter((job) => job.status === "failed" && job.error !== "cancelled");
  const retryable = jobs.filter((job) => job.status === "failed" && (job.format || job.generated));
  const active = jobs.filter(isActive);
  const held = jobs.filter((job) => job.held).length;
  const selectedJob = jobs.find((job) => job.id === selected && job.status === "done");

  const entries = function* () {
    for (const job of produced) {
      const jobNames = names.get(job.id) ?? [];
      for (const [index, file] of job.outputs.entries()) yield { name: jobNames[index] ?? `file-${index}`, blob: file.blob };
    }
    if (meta.table) yield* tableFiles(meta.table, jobs);
  };

  const downloadTable = (format: TableFormat) => {
    if (!meta.table) return;
    const file = tableFile(meta.table, jobs, format);
    downloadBlob(file.name, file.blob);
  };

  const countDownloads = useCallback((count: number) => setStats(addToolStats(statsKey, { downloaded: count })), [statsKey]);
  // Stable, so a progress update re-renders only the card whose job changed.
  const cardActions = useMemo(
    () => ({
      cancel: (id: string) => batch.cancel(id),
      retry: (id: string) => batch.retry(id),
      remove: (id: string) => batch.remove(id),
      unlock: (id: string, password: string) => batch.unlock(id, password),
      downloaded: () => countDownloads(1),
    }),
    [batch, countDownloads],
  );

  const downloadAll = async () => {
    setMessage("Preparing the ZIP…");
    try {
      await saveZip(`${meta.id}-${produced.length}-files.zip`, entries());
      countDownloads(produced.length);
      setMessage(null);
    } catch (error) {
      setMessage(`The ZIP could not be written: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const saveToFolder = async () => {
    const folder = await pickFolder();
    if (!folder) return;
    let written = 0;
    try {
      for (const entry of entries()) {
        await writeToFolder(folder, entry.name, entry.blob);
        written += 1;
        setMessage(`Saved ${written} files to “${folder.name}”…`);
      }
      countDownloads(produced.length);
      setMessage(`Saved ${plural(written, "file")} to “${folder.name}”.`);
    } catch (error) {
      setMessage(`Saving stopped after ${plural(written, "file")}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const resume = () => {
    if (!resumable) return;
    setSettings({ ...settingsRef.current, ...resumable.settings });
    batch.restore(resumable.jobs);
    setResumable(null);
  };

  const discard = async () => {
    await batch.forgetStored();
    setResumable(null);
  };

  const compareUrls = useCompareUrls(selectedJob);
  const focusedJob = jobs.find((job) => job.id === selected && job.format) ?? jobs.find((job) => job.format && job.status !== "failed");
  const focused = useFocusedFile(focusedJob);
  const useForEveryFile = (patch: Record<string, unknown>) => {
    // The files run again at once, before React renders the new settings into the ref.
    settingsRef.current = { ...settingsRef.current, ...patch };
    changeSettings(patch);
    if (focusedJob) batch.useForEveryFile(focusedJob.id, Object.keys(patch));
  };

  return (
    <section className={styles.tool} aria-label={meta.label} data-testid="bulk-tool" ref={root}>
      {resumable && (
        <div className={`notice ${styles.resume}`} role="status" data-testid="resume-offer">
          <p>
            You have an unfinished batch here: {plural(resumable.jobs.length, "file")},{" "}
            {resumable.jobs.filter((job) => job.status === "done").length} done.
          </p>
          <div className="button-row">
            <button type="button" className="button" onClick={resume} data-testid="resume">
              Continue where it stopped
            </button>
            <button type="button" className="button button-secondary" onClick={() => void discard()}>
              Discard it
            </button>
          </div>
        </div>
      )}
      <div className={styles.layout}>
        <div className={styles.main}>
          {meta.accepts.length > 0 && (
            <DropZone accept={acceptList(meta.accepts)} what={dropWhat(meta.accepts)} onFiles={addFiles} note={meta.dropNote} />
          )}
          {/* Workers warm up with the page and may report their backend before any file: shown from the
              first file on, a line appearing on its own would push the page down as it loads. */}
          {jobs.length > 0 && <RuntimeStatus state={runtime} />}
          {jobs.length > 0 && <BrowserLimits tool={meta} />}
          {meta.generate && (
            <button
              type="button"
              className="button"
              data-testid="generate"
              onClick={() => batch.addGenerated(meta.generate?.(settingsRef.current as never) ?? [])}
            >
              Generate placeholders
            </button>
          )}
          {held > 0 && (
            <div className="notice" data-testid="upgrade">
              <p>
                The free plan processes {access.filesPerBatch} files per batch; {plural(held, "file")} {held === 1 ? "is" : "are"} waiting.{" "}
                <a href={access.upgradeHref}>Upgrade to process all {jobs.length} files</a>
              </p>
              <ActivateHere path={toolPath} />
            </div>
          )}
          {jobs.length > 0 && (
            <div className={styles.toolbar} role="group" aria-label="Batch actions">
              <p className={styles.summary} aria-live="polite">
                {done.length} of {jobs.length} done{failed.length > 0 ? `, ${failed.length} failed` : ""}
                {active.length > 0 ? `, ${active.length} to go` : ""}
              </p>
              <a
                className="button button-small"
                href="#download-all"
                data-testid="download-all"
                aria-disabled={produced.length === 0}
                onClick={(event) => {
                  event.preventDefault();
                  if (produced.length > 0) void downloadAll();
                }}
              >
                Download all ({produced.length}) as ZIP
              </a>
              {canSaveToFolder() && produced.length > 0 && (
                <button type="button" className="button button-secondary button-small" onClick={() => void saveToFolder()}>
                  Save to a folder
                </button>
              )}
              {active.length > 0 && (
                <button type="button" className="button button-secondary button-small" onClick={() => batch.cancelAll()}>
                  Cancel all
                </button>
              )}
              {meta.table &&
                (["csv", "json"] as const).map((extension) => (
                  <button
                    key={extension}
                    type="button"
                    className="button button-secondary button-small"
                    onClick={() => downloadTable(extension)}
                    disabled={done.length + failed.length === 0}
                    data-testid={`download-table-${extension}`}
                  >
                    Table ({extension.toUpperCase()})
                  </button>
                ))}
              {retryable.length > 0 && (
                <button type="button" className="button button-secondary button-small" onClick={() => batch.retryFailed()}>
                  Retry failed
                </button>
              )}
              <button
                type="button"
                className="button button-secondary button-small"
                onClick={() => batch.rerunAll()}
                disabled={done.length + failed.length === 0}
              >
                Apply settings to all
              </button>
              <button type="button" className="button button-secondary button-small" onClick={() => batch.clear()}>
                Clear
              </button>
            </div>
          )}
          {message && (
            <p role="status" className={styles.message}>
              {message}
            </p>
          )}
          {batch.resumeBroken && (
            <p className={styles.note}>This browser would not keep the batch on disk, so it cannot be resumed after a reload.</p>
          )}
          {selectedJob && compareUrls && <CompareSlider before={compareUrls.before} after={compareUrls.after} label={selectedJob.path} />}
          <ol className={styles.results} aria-label="Files">
            {jobs.map((job) => (
              <ResultCard
                key={job.id}
                job={job}
                names={names.get(job.id)}
                selected={job.id === selected}
                onSelect={setSelected}
                onCancel={cardActions.cancel}
                onRetry={cardActions.retry}
                onRemove={cardActions.remove}
                onUnlock={cardActions.unlock}
                onDownload={cardActions.downloaded}
                upgradeHref={access.upgradeHref}
                Panel={tool.ResultPanel}
              />
            ))}
          </ol>
        </div>
        <aside className={styles.options} aria-label="Options">
          <h2 className={styles.optionsTitle}>Options</h2>
          {tool.Options && (
            <tool.Options
              settings={settings}
              onChange={changeSettings}
              file={focused}
              onFileChange={(patch) => focusedJob && batch.setOverrides(focusedJob.id, mergedOverrides(focusedJob.overrides, patch))}
              onUseForEveryFile={useForEveryFile}
            />
          )}
          <SettingsForm fields={fields} settings={settings} onChange={changeSettings} />
          <details className={styles.outputOptions}>
            <summary>Output</summary>
            <SettingsForm fields={outputFields} settings={output} onChange={(patch) => changeOutput(patch as Partial<OutputOptions>)} />
          </details>
          <p className={styles.help}>Changes apply to the next files; “Apply settings to all” runs the batch again.</p>
          <button type="button" className="button button-secondary button-small" onClick={resetSettings}>
            Reset settings
          </button>
          <p className={styles.stats} data-testid="stats">
            You saved {moneySaved(stats.saved, moneyPerImage)} with this tool ({plural(stats.saved, "image")} processed, {stats.downloaded}{" "}
            downloaded).
          </p>
        </aside>
      </div>
    </section>
  );
}

/** The focused file for an options panel, with an object URL of its input while it is focused. */
function useFocusedFile(job: Job | undefined): FocusedFile<Record<string, unknown>> | null {
  const input = job?.input;
  const viewable = Boolean(job?.format && BROWSER_VIEWABLE.has(job.format));
  const url = useObjectUrl(viewable ? input : undefined);
  if (!job) return null;
  return { id: job.id, name: job.path, url, width: job.width, height: job.height, overrides: job.overrides, data: job.data };
}

/** An object URL for a Blob, revoked when the Blob changes or the component goes. */
function useObjectUrl(blob: Blob | null | undefined): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** Before and after of one finished job for the compare view. */
function useCompareUrls(job: Job | undefined): { before: string; after: string } | null {
  const own = useObjectUrl(job?.input && job.format && BROWSER_VIEWABLE.has(job.format) ? job.input : undefined);
  const after = job?.outputUrls[0];
  if (!job || !after) return null;
  return { before: own ?? job.thumbnailUrl ?? after, after };
}
