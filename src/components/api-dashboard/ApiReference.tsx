import { useEffect, useState } from "react";
import { API_BASE } from "../../lib/api-client";
import { actionsOf, type ApiActionView } from "../../lib/openapi-actions";
import { fetchOpenApiDocument, type Operation, operationsOf } from "../../lib/openapi-operations";
import { ApiActions } from "./ApiActions";
import * as styles from "./dashboard.module.css";

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
            <table className={styles.tasks}>
              <thead>
                <tr>
                  <th scope="col">{operation.fieldsIn === "query" ? "Query" : "Body field"}</th>
                  <th scope="col">Type</th>
                  <th scope="col">Meaning</th>
                </tr>
              </thead>
              <tbody>
                {operation.fields.map((field) => (
                  <tr key={field.name}>
                    <td>
                      <code>{field.name}</code>
                      {field.required && " (required)"}
                    </td>
                    <td>{field.type}</td>
                    <td>{field.description}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <p>Answers: {operation.answers}</p>
        </article>
      ))}
    </section>
  );
}
