/** @jest-environment node */
import { existsSync } from "node:fs";
import path from "node:path";
import { PassThrough } from "node:stream";
import sharp from "sharp";
import { buildProgram } from "../../cli/src/program";
import { actionsOf } from "../../src/lib/openapi-actions";
import { isBrowserTool } from "../../src/lib/tool-files";
import { openApiDocument } from "../openapi-document";
import { ACTIONS } from "../tasks/actions";
import { toolFolders } from "../tasks/tool-folders";
import { runAction } from "./run-action";

/**
 * A made-up tool in a folder of its own (test-fixtures/tools/made-up-tool: meta.ts,
 * process.ts, server.ts), found beside the real ones as src/tools/<id>/ is: nothing else names it.
 */
jest.mock("../tasks/tool-folders", () => {
  const actual = jest.requireActual("../tasks/tool-folders") as { TOOLS_DIR: string; toolFolders: (roots: readonly string[]) => unknown };
  const fixtures = `${actual.TOOLS_DIR}/../../server/processing/test-fixtures/tools`;
  return { ...actual, toolFolders: () => actual.toolFolders([actual.TOOLS_DIR, fixtures]) };
});

const ACTION = "made-up-invert";

describe("a tool folder with its meta, its worker and its server", () => {
  it("is a tool of the browser's", () => {
    const folder = toolFolders().find((found) => found.id === "made-up-tool");
    expect(folder).toBeDefined();
    expect(isBrowserTool((file) => existsSync(path.join(folder!.dir, file)))).toBe(true);
  });

  it("is an action of the API, in its OpenAPI document", async () => {
    expect(ACTIONS).toContain(ACTION);
    const actions = actionsOf(await openApiDocument());
    expect(actions.find((action) => action.name === ACTION)).toMatchObject({ tool: "made-up-tool", credits: 1 });
  }, 60_000);

  it("is a command of the CLI", () => {
    const program = buildProgram({ env: {}, cwd: __dirname, stdout: new PassThrough(), stderr: new PassThrough() }, () => undefined);
    expect(program.commands.map((command) => command.name())).toContain(ACTION);
  });

  it("runs on the server by its server.ts", async () => {
    const bytes = await sharp({ create: { width: 3, height: 2, channels: 3, background: "#ff8000" } })
      .png()
      .toBuffer();
    const input = { bytes, name: "dot.png", type: "image/png", companions: {} };
    const result = await runAction(ACTION, input, { invert: true }, new AbortController().signal);
    expect(result.files).toHaveLength(1);
    const { data, info } = await sharp(result.files[0]!.buffer).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([3, 2]);
    expect([...data.subarray(0, 3)]).toEqual([0, 127, 255]);
  });
});
