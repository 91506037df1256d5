import { Component, type ComponentType, type ReactNode, Suspense, use } from "react";
import type { ClientTool } from "../types";

interface ToolProps {
  toolPath: string;
  /** The key of the tool's savings counters (the catalogue's money_saved_tag). */
  statsKey: string;
  moneyPerImage: number;
  presetKey: string | null;
}

interface Props extends ToolProps {
  /** The tool folder under src/tools/ (the last segment of the tool's path). */
  toolId: string;
  /** Whether the folder has an index.ts with panels of its own; without one the page draws the tool from its meta. */
  panels: boolean;
}

/**
 * A tool's working area, loaded by folder name: webpack makes one lazy chunk per folder from the
 * template import, so a tool page downloads only its own tool, and adding a folder adds a tool.
 *
 * The server renders the idle tool (drop zone and options) into the page, so the text below it
 * never moves when the tool arrives. In the browser the Suspense boundary keeps that HTML as it is
 * until the chunk has loaded, then hydrates it: the page's own JavaScript does not carry the tool.
 */
interface LoadedTool {
  BulkTool: ComponentType<ToolProps & { tool: ClientTool }>;
  tool: ClientTool;
}

/** The loading of each tool, kept per folder so every render of the page waits on the same one. */
const loading = new Map<string, Promise<LoadedTool>>();

function clientTool(toolId: string, panels: boolean): Promise<ClientTool> {
  if (panels) return (import(`../../tools/${toolId}/index.ts`) as Promise<{ default: ClientTool }>).then((module) => module.default);
  return (import(`../../tools/${toolId}/meta.ts`) as Promise<{ default: ClientTool["meta"] }>).then((module) => ({ meta: module.default }));
}

function loadTool(toolId: string, panels: boolean): Promise<LoadedTool> {
  let pending = loading.get(toolId);
  if (!pending) {
    pending = Promise.all([import("./BulkTool"), clientTool(toolId, panels)]).then(([{ BulkTool }, tool]) => ({ BulkTool, tool }));
    // A failed load is not kept, so the page's next render tries again.
    pending.catch(() => loading.delete(toolId));
    loading.set(toolId, pending);
  }
  return pending;
}

function Tool({ toolId, panels, ...rest }: Props) {
  const { BulkTool, tool } = use(loadTool(toolId, panels));
  return <BulkTool tool={tool} {...rest} />;
}

export function ToolLoader(props: Props) {
  return (
    <LoadFailure>
      <Suspense
        fallback={
          <p className="notice" data-testid="tool-loading">
            Loading the tool…
          </p>
        }
      >
        <Tool {...props} />
      </Suspense>
    </LoadFailure>
  );
}

/**
 * A chunk that would not load (after the retries gatsby-browser adds), or a tool that failed to
 * draw, ends here with a message instead of a blank page.
 */
class LoadFailure extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <p className="notice" role="alert">
        {error.name === "ChunkLoadError"
          ? "The tool could not be loaded. Check your connection and reload the page."
          : `The tool stopped on an error (${error.message}). Reload the page to start it again.`}
      </p>
    );
  }
}
