import { formatName, isInputFormat } from "../../domain/formats";
import { API_BASE } from "../../lib/api-client";
import { curlExample } from "../../lib/curl-example";
import type { ApiActionView } from "../../lib/openapi-actions";
import * as styles from "./dashboard.module.css";

const shown = (value: unknown) => (value === undefined ? "" : JSON.stringify(value));

/** Formats by their names for people where the formats table knows them. */
const names = (formats: string[]) => formats.map((format) => (isInputFormat(format) ? formatName(format) : format)).join(", ");

/** The actions part of the /api/ page's reference: what each costs and takes, read from the OpenAPI document. */
export function ApiActions({ actions }: { actions: ApiActionView[] }) {
  // Drawn once the document has loaded, so in the browser: the examples name this site's own API.
  const base = new URL(API_BASE, window.location.href).href;
  return (
    <>
      <h3 id="actions">Actions</h3>
      <table className={styles.tasks} data-testid="api-actions">
        <thead>
          <tr>
            <th scope="col">Action</th>
            <th scope="col">Credits per file</th>
            <th scope="col">Takes</th>
            <th scope="col">Browser tool</th>
          </tr>
        </thead>
        <tbody>
          {actions.map((action) => (
            <tr key={action.name}>
              <td>
                <a href={`#action-${action.name}`}>
                  <code>{action.name}</code>
                </a>
              </td>
              <td>{action.credits}</td>
              <td>{names(action.accepts)}</td>
              <td>{action.label}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {actions.map((action) => (
        <article key={action.name} id={`action-${action.name}`} className={styles.panel} data-testid="api-action">
          <h4>
            <code>{action.name}</code>: {action.label}
          </h4>
          <p>
            {action.credits} {action.credits === 1 ? "credit" : "credits"} per file. Takes {names(action.accepts)}
            {action.types.length > 0 && <> (uploaded as {action.types.join(", ")})</>}; writes {action.outputs.join(", ")}. The parameters
            are the settings of the browser tool {action.label}; omitted ones take their default.
          </p>
          {action.timeLimit && (
            <p data-testid="time-limit">
              Time per file: {action.timeLimit}. A file that runs longer fails and its credits are refunded.
              {action.maxPages !== null && ` A task takes at most ${action.maxPages} pages of a PDF.`}
            </p>
          )}
          <table className={styles.tasks}>
            <thead>
              <tr>
                <th scope="col">Parameter</th>
                <th scope="col">Type</th>
                <th scope="col">Default</th>
                <th scope="col">Meaning</th>
              </tr>
            </thead>
            <tbody>
              {action.parameters.map((parameter) => (
                <tr key={parameter.name}>
                  <td>
                    <code>{parameter.name}</code>
                  </td>
                  <td>{parameter.type}</td>
                  <td>
                    <code>{shown(parameter.default)}</code>
                  </td>
                  <td>{[parameter.title, parameter.description].filter(Boolean).join(". ")}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p>The whole flow with curl and jq (our tests run this very script):</p>
          <pre data-testid="curl-example">
            <code>{curlExample(action, { base, key: "YOUR_API_KEY" })}</code>
          </pre>
        </article>
      ))}
    </>
  );
}
