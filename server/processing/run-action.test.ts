/** @jest-environment node */
import { ACTION_TOOLS, ACTIONS, actionCost } from "../tasks/actions";
import { RUNNERS } from "./run-action";

describe("the server's actions", () => {
  it("are the tools whose meta names an action, each with a runner and nothing else", () => {
    expect(Object.keys(RUNNERS).sort()).toEqual([...ACTIONS]);
    expect(ACTION_TOOLS["remove-background"]?.id).toBe("bulk-image-background-removal");
  });

  it("load each runner's code when it is first asked for, with its own measure where its budget counts output megapixels", async () => {
    for (const action of ACTIONS) {
      const module = await RUNNERS[action]!();
      expect(typeof module.run).toBe("function");
      expect(typeof module.measureWork).toBe(ACTION_TOOLS[action]?.api?.budget.unit === "output megapixel" ? "function" : "undefined");
    }
  }, 60_000);

  it("cost what the tool's meta says", () => {
    for (const action of ACTIONS) expect(actionCost(action)).toBe(ACTION_TOOLS[action]?.api?.cost);
    expect(actionCost("upscale")).toBe(2);
    expect(() => actionCost("sharpen")).toThrow(/Unknown action/);
  });
});
