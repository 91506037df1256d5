import { useEffect, useState } from "react";
import type { ClientTool } from "../types";
import { BulkTool } from "./BulkTool";

interface Props {
  /** The tool folder under src/tools/ (the last segment of the tool's path). */
  toolId: string;
  toolPath: string;
  moneyPerImage: number;
  presetKey: string | null;
}

/**
 * Loads a tool's client entry by folder name. Webpack makes one lazy chunk per folder from the
 * template import, so a tool page downloads only its own tool, and adding a folder adds a tool.
 */
export function loadClientTool(toolId: string): Promise<ClientTool> {
  return import(`../../tools/${toolId}/index.ts`).then((module: { default: ClientTool }) => module.default);
}

export function ToolLoader({ toolId, ...rest }: Props) {
  const [tool, setTool] = useState<ClientTool | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    loadClientTool(toolId)
      .then((loaded) => live && setTool(loaded))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [toolId]);
  if (failed) {
    return (
      <p className="notice" role="alert">
        The tool could not be loaded. Check your connection and reload the page.
      </p>
    );
  }
  if (!tool) {
    return (
      <p className="notice" data-testid="tool-loading">
        Loading the tool…
      </p>
    );
  }
  return <BulkTool tool={tool} {...rest} />;
}
