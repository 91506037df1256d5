/** @jest-environment node */
import { ACTION_TOOLS, ACTIONS, actionCost } from "../tasks/actions";
import { RUNNERS } from "./run-action";

describe("the server's actions", () => {
  it("are the tools whose meta names an action, each with a runner and nothing else", () => {
    expect(Object.keys(RUNNERS).sort()).toEqual([...ACTIONS]);
    expect(ACTION_TOOLS["remove-background"]?.id).toBe("bulk-image-background-removal");
  });

  it("load each runner's code when it is first asked for", async () => {
    for (const action of ACTIONS) expect(typeof (await RUNNERS[action]!())).toBe("function");
  }, 60_000);

  it("cost what the tool's meta says", () => {
    for (const action of ACTIONS) expect(actionCost(action)).toBe(ACTION_TOOLS[action]?.api?.cost);
    expect(actionCost("upscale")).toBe(2);
    expect(() => actionCost("sharpen")).toThrow(/Unknown action/);
  });
});
