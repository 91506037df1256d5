import { useEffect, useState } from "react";
import type { ProductApi, TaskPage } from "../../lib/api-client";
import type { AccountState } from "./useAccount";
import * as styles from "./dashboard.module.css";

const PAGE_SIZE = 10;
/** While a listed task is still running, the list is read again this often. */
const POLL_MS = 2000;

interface Props {
  api: ProductApi;
  account: AccountState;
  /** Changes when new tasks were queued, to show them. */
  refresh: number;
  /** Each action's tool name; a task whose action has none shows the action. */
  toolNames: ReadonlyMap<string, string>;
}

const sizeOf = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** The account's tasks, newest first, a page at a time, with the results' download links. */
export function TaskHistory({ api, account, refresh, toolNames }: Props) {
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState("");
  const [list, setList] = useState<TaskPage | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [polls, setPolls] = useState(0);
  const { apiKey, handleError, refreshCredits } = account;

  useEffect(() => {
    if (!apiKey) return;
    let live = true;
    api.tasks(apiKey, page, PAGE_SIZE, status || undefined).then(
      (fresh) => {
        if (!live) return;
        setList(fresh);
        setError(null);
      },
      (caught: unknown) => live && setError(handleError(caught)),
    );
    return () => {
      live = false;
    };
  }, [api, apiKey, page, status, handleError, refresh, polls]);

  const running = list?.data.some((task) => task.status === "queued" || task.status === "processing") ?? false;
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(() => {
      setPolls((count) => count + 1);
      void refreshCredits();
    }, POLL_MS);
    return () => clearTimeout(timer);
  }, [running, list, refreshCredits]);

  const pages = list ? Math.max(1, Math.ceil(list.total / PAGE_SIZE)) : 1;
  return (
    <section className={styles.panel} aria-labelledby="history-heading" data-testid="task-history">
      <h2 id="history-heading">Task history</h2>
      {!apiKey ? (
        <p>Create an API key to run and list tasks.</p>
      ) : (
        <>
          <label>
            Show
            <select
              value={status}
              onChange={(event) => {
                setStatus(event.target.value);
                setPage(1);
              }}
              data-testid="task-filter"
            >
              <option value="">All tasks</option>
              <option value="queued">Queued</option>
              <option value="processing">Processing</option>
              <option value="completed">Completed</option>
              <option value="failed">Failed</option>
            </select>
          </label>
          {list && list.data.length === 0 ? (
            <p data-testid="no-tasks">No tasks yet.</p>
          ) : (
            <table className={`${styles.tasks} ${styles.taskList}`}>
              <thead>
                <tr>
                  <th scope="col">File</th>
                  <th scope="col">Tool</th>
                  <th scope="col">Status</th>
                  <th scope="col">Created</th>
                  <th scope="col">Result</th>
                </tr>
              </thead>
              <tbody>
                {list?.data.map((task) => (
                  <tr key={task.task_id} data-testid="task-row" data-status={task.status}>
                    <td data-label="File" className={styles.breakAnywhere}>
                      {task.metadata.input_file_name ?? task.file_id}
                    </td>
                    <td data-label="Tool">{toolNames.get(task.action) ?? task.action}</td>
                    <td data-label="Status">
                      {task.status}
                      {task.message && <div>{task.message}</div>}
                    </td>
                    <td data-label="Created">
                      <time dateTime={task.created_at}>{new Date(task.created_at).toLocaleString()}</time>
                    </td>
                    <td data-label="Result" className={styles.breakAnywhere}>
                      {task.outputs.length > 0
                        ? task.outputs.map((output) => (
                            <div key={output.url}>
                              <a href={output.url} download={output.file_name} data-testid="task-download">
                                {output.file_name} ({sizeOf(output.size)}
                                {output.width ? `, ${output.width} × ${output.height}` : ""})
                              </a>
                            </div>
                          ))
                        : "–"}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          {list && list.total > 0 && (
            <nav className={styles.pager} aria-label="Task pages">
              {pages > 1 && (
                <button
                  type="button"
                  className="button button-secondary button-small"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                  data-testid="tasks-previous"
                >
                  Previous Page
                </button>
              )}
              <span data-testid="tasks-page">
                Page {page} of {pages} ({list.total} tasks)
              </span>
              {pages > 1 && (
                <button
                  type="button"
                  className="button button-secondary button-small"
                  disabled={page >= pages}
                  onClick={() => setPage(page + 1)}
                  data-testid="tasks-next"
                >
                  Next Page
                </button>
              )}
            </nav>
          )}
        </>
      )}
      <p role="alert" className={styles.error} hidden={error === null}>
        {error}
      </p>
    </section>
  );
}
