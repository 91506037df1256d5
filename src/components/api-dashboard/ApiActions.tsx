import { Fragment, type ReactNode } from "react";
import { formatName, isInputFormat } from "../../domain/formats";
import { API_BASE } from "../../lib/api-client";
import { curlExample } from "../../lib/curl-example";
import type { ActionParameter, ApiActionView } from "../../lib/openapi-actions";
import { StackedTable } from "../StackedTable";
import * as styles from "./dashboard.module.css";
import { type Fact, type ListedSetting, SettingList } from "./SettingList";

/** A value as JSON, as a caller sends it. */
const json = (value: unknown) => <code>{JSON.stringify(value)}</code>;

/** A default as a caller would send it; a setting without one, or with empty text, has none to show. */
const defaultOf = (value: unknown) => (value === undefined || value === "" ? "none" : json(value));

/** "format is "webp" or "jpeg"", and each further condition after "and". */
function usedWhen(conditions: ActionParameter["usedWhen"]): ReactNode {
  return conditions.map((condition, index) => (
    <Fragment key={condition.name}>
      {index > 0 && ", and "}
      <code>{condition.name}</code> is{" "}
      {condition.values.map((value, at) => (
        <Fragment key={String(value)}>
          {at > 0 && " or "}
          {json(value)}
        </Fragment>
      ))}
    </Fragment>
  ));
}

function listed(parameter: ActionParameter): ListedSetting {
  const facts: Fact[] = [
    { label: "Type", value: parameter.type },
    ...(parameter.range ? [{ label: "Range", value: parameter.range }] : []),
    { label: "Default", value: defaultOf(parameter.default), testId: "setting-default" },
    ...(parameter.usedWhen.length > 0 ? [{ label: "Used when", value: usedWhen(parameter.usedWhen) }] : []),
  ];
  return {
    name: parameter.name,
    title: parameter.title,
    description: parameter.description,
    facts,
    values: parameter.values.map(({ value, label }) => ({ key: String(value), value: json(value), label })),
  };
}

/** Formats by their names for people where the formats table knows them. */
const names = (formats: string[]) => formats.map((format) => (isInputFormat(format) ? formatName(format) : format)).join(", ");

/** The actions part of the /api/ page's reference: what each costs and takes, read from the OpenAPI document. */
export function ApiActions({ actions }: { actions: ApiActionView[] }) {
  // Drawn once the document has loaded, so in the browser: the examples name this site's own API.
  const base = new URL(API_BASE, window.location.href).href;
  return (
    <>
      <h3 id="actions">Actions</h3>
      <StackedTable
        columns={["Action", "Credits per file", "Takes", "Browser tool"]}
        rows={actions.map((action) => ({
          key: action.name,
          header: (
            <a href={`#action-${action.name}`}>
              <code>{action.name}</code>
            </a>
          ),
          cells: [action.credits, names(action.accepts), action.label],
        }))}
        testId="api-actions"
      />
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
          <SettingList settings={action.parameters.map(listed)} />
          <p>The whole flow with curl and jq (our tests run this very script):</p>
          {/* Lines longer than the panel scroll sideways: focusable, so a keyboard can scroll them too. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
          <pre data-testid="curl-example" tabIndex={0} role="region" aria-label={`curl example for ${action.name}`}>
            <code>{curlExample(action, { base, key: "YOUR_API_KEY" })}</code>
          </pre>
        </article>
      ))}
    </>
  );
}
