import { useEffect, useMemo, useState } from "react";
import { useAllTools } from "../../hooks/useToolCatalogue";
import { type ActionChoice, actionChoices, actionToolNames } from "../../lib/api-action-choices";
import { API_BASE } from "../../lib/api-client";
import { actionsOf, type ApiActionView } from "../../lib/openapi-actions";
import { fetchOpenApiDocument } from "../../lib/openapi-operations";

export interface ApiActions {
  /** What the run form offers: the actions of the tools the site lists, by their tools' names. */
  choices: ActionChoice[];
  /** Each action's tool name, for the task history. */
  names: ReadonlyMap<string, string>;
  error: string | null;
}

/**
 * The actions from the API's own document, so the form offers exactly what the server runs, joined with
 * the tools' content, whose names and `hide` flag the rest of the site lists tools by.
 */
export function useApiActions(): ApiActions {
  const tools = useAllTools();
  const [actions, setActions] = useState<ApiActionView[]>([]);
  const [error, setError] = useState<string | null>(null);

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

  return useMemo(
    () => ({ choices: actionChoices(actions, tools), names: actionToolNames(actions, tools), error }),
    [actions, tools, error],
  );
}
