import { useEffect, useState } from "react";
import { API_BASE } from "../../lib/api-client";
import { actionsOf, type ApiActionView } from "../../lib/openapi-actions";
import { fetchOpenApiDocument, type Operation, operationsOf } from "../../lib/openapi-operations";
import { ApiActions } from "./ApiActions";
import * as styles from "./dashboard.module.css";
import { SettingList } from "./SettingList";

/** The /api/ page's reference: every action and every call of the server's OpenAPI document (/api/v1/openapi.json). */
export function ApiReference() {
  const [operations, setOperations] = useState<Operation[] | null>(null);
  const [actions, setActions] = useState<ApiActionView[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    fetchOpenApiDocument(API_BASE).then(
      (document: unknown) => {
        if (!live) return;
        setActions(actionsOf(document));
        setOperations(operationsOf(document));
      },
      (caught: unknown) => live && setError(caught instanceof Error ? caught.message : String(caught)),
    );
    return () => {
      live = false;
    };
  }, []);

  return (
    <section aria-labelledby="reference-heading" className="prose" data-testid="api-reference">
      <h2 id="reference-heading">Reference</h2>
      <p>
        The machine-readable document is at <a href={`${API_BASE}/openapi.json`}>{`${API_BASE}/openapi.json`}</a> (OpenAPI 3.1).
      </p>
      {error && <p role="alert">The reference could not be loaded ({error}).</p>}
      {actions && <ApiActions actions={actions} />}
      {operations?.map((operation) => (
        <article key={`${operation.method} ${operation.path}`} className={styles.panel} data-testid="api-operation">
          <h3>
            <code>
              {operation.method} {operation.path}
            </code>
          </h3>
          <p>
            <strong>{operation.summary}</strong>
            {operation.description && ` ${operation.description}`}
          </p>
          <p>Authorization: {operation.auth}</p>
          {operation.fields.length > 0 && (
            <>
              <p>{operation.fieldsIn === "query" ? "Query parameters:" : "Body fields:"}</p>
              <SettingList
                settings={operation.fields.map((field) => ({
                  name: field.name,
                  description: field.description,
                  facts: [{ label: "Type", value: field.type }, ...(field.required ? [{ label: "Required", value: "yes" }] : [])],
                }))}
              />
            </>
          )}
          <p>Answers: {operation.answers}</p>
        </article>
      ))}
    </section>
  );
}
