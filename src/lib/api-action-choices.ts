import { exampleParameters } from "./curl-example";
import type { ApiActionView } from "./openapi-actions";
import { type Listable, toolLink, visibleTools } from "./tool-catalogue";

/** An action as the dashboard offers it: its API name, and its tool's name for people. */
export interface ActionChoice {
  name: string;
  label: string;
  credits: number;
  /** Parameters to show as the example, JSON: the /api/ page's example for the action. */
  example: string;
}

const byToolLink = (actions: readonly ApiActionView[]) => new Map(actions.map((action) => [toolLink(action.tool), action]));

/** The actions a visitor is offered: those of the tools the site lists (never a hidden one), in catalogue order, named by their tools. */
export function actionChoices(actions: readonly ApiActionView[], tools: readonly Listable[]): ActionChoice[] {
  const actionOf = byToolLink(actions);
  return visibleTools(tools).flatMap((tool) => {
    const action = actionOf.get(tool.link);
    return action
      ? [{ name: action.name, label: tool.name, credits: action.credits, example: JSON.stringify(exampleParameters(action)) }]
      : [];
  });
}

/** Each action's tool name, hidden tools' too: a task already run is the account's own, whatever the site lists. */
export function actionToolNames(actions: readonly ApiActionView[], tools: readonly Listable[]): ReadonlyMap<string, string> {
  const actionOf = byToolLink(actions);
  return new Map(
    tools.flatMap((tool) => {
      const action = actionOf.get(tool.link);
      return action ? [[action.name, tool.name] as const] : [];
    }),
  );
}
