import { useEffect, useState } from "react";
import type { ToolMeta } from "../../domain/tool";
import { browserLimits, detectBrowserFeatures } from "./browser-limits";
import * as styles from "./BulkTool.module.css";

/** The one line on what this browser lacks for the tool; shown with the batch, so it moves nothing as the page loads. */
export function BrowserLimits({ tool }: { tool: Pick<ToolMeta, "outputs" | "webgpu"> }) {
  const [line, setLine] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void detectBrowserFeatures().then((features) => {
      if (current) setLine(browserLimits(features, tool));
    });
    return () => {
      current = false;
    };
  }, [tool]);
  if (!line) return null;
  return (
    <p className={styles.note} data-testid="browser-limits">
      {line}
    </p>
  );
}
