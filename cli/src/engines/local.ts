/** --local: the server's own runners, in this process, with no account and no network. */
import path from "node:path";
import { runAction } from "../../../server/processing/run-action";
import type { Engine } from "./engine";

export function localEngine(action: string, settings: Record<string, unknown>): Engine {
  return {
    async run(input, signal) {
      const result = await runAction(
        action,
        { bytes: input.bytes, name: path.basename(input.path), type: input.contentType },
        settings,
        signal,
      );
      return result.files.map((file) => ({
        bytes: file.buffer,
        extension: file.extension,
        width: file.width,
        height: file.height,
        suffix: file.suffix,
      }));
    },
  };
}
