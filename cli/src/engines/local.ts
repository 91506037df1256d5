/** --local: the server's own runners, in this process, with no account and no network. */
import { EXTENSIONS } from "../../../src/codecs/encode";
import { runAction } from "../../../server/processing/run-action";
import type { Engine } from "./engine";

export function localEngine(action: string, settings: Record<string, unknown>): Engine {
  return {
    async run(input, signal) {
      const result = await runAction(action, input.bytes, settings, signal);
      return [{ bytes: result.buffer, extension: EXTENSIONS[result.format], width: result.width, height: result.height }];
    },
  };
}
