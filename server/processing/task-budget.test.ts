/** @jest-environment node */
import type { TaskBudget } from "../../src/domain/tool";
import { budgetSeconds, describeBudget, maxUnits, overBudgetMessage, tooMuchWorkMessage, workWeight } from "./task-budget";

describe("a file's time budget", () => {
  const budget: TaskBudget = { seconds: 10, perUnit: 1.5, unit: "megapixel" };

  it("is the action's seconds plus its rate times the file's work, rounded up and scaled", () => {
    expect(budgetSeconds(budget, 12.2)).toBe(29);
    expect(budgetSeconds(budget, 0)).toBe(10);
    expect(budgetSeconds(budget, 12.2, 0.5)).toBe(15);
    // Never under a second, however small the scale.
    expect(budgetSeconds(budget, 0, 0.001)).toBe(1);
  });

  it("says what it allows, and the most work a file may hold", () => {
    expect(maxUnits(budget)).toBe(193);
    expect(describeBudget(budget)).toBe("10 s + 1.5 s per megapixel of the input: files up to 193 megapixels, at most 300 s");
    expect(describeBudget({ seconds: 10, perUnit: 0.5, unit: "output megapixel" }, 2)).toBe(
      "20 s + 1 s per megapixel drawn: files up to 580 megapixels to draw, at most 600 s",
    );
  });

  it("weighs a unit by the settings' values the budget names and by the encoder of the format written", () => {
    const upscale: TaskBudget = { seconds: 30, perUnit: 40, unit: "megapixel", weights: { model: { best: 4.5 } } };
    expect(workWeight(upscale, { model: "fast", format: "png" })).toBe(1);
    expect(workWeight(upscale, { model: "best", format: "avif" })).toBe(13.5);
    expect(workWeight(budget, { format: "same" }, "jxl")).toBe(3);
    expect(workWeight(budget, { format: "same" }, "jpg")).toBe(1);
    expect(describeBudget(upscale, 1, ["png", "avif"])).toBe(
      '30 s + 40 s per megapixel of the input (× 4.5 when "model" is "best"; × 3 when it writes AVIF): files up to 6 megapixels, at most 300 s',
    );
  });

  it("words a refusal and a stop with the file's work and what to do", () => {
    expect(tooMuchWorkMessage({ seconds: 10, perUnit: 0.5, unit: "page" }, 2000, 1010)).toBe(
      "this file is more than one task may do: its 2,000 pages would need up to 1,010 s, and a task may take at most 300 s: split the PDF into smaller ones",
    );
    expect(overBudgetMessage(29, 12.2, "megapixel")).toBe("this file took longer than this action allows (29 s for 12 megapixels)");
    expect(overBudgetMessage(11, 1, "megabyte")).toBe("this file took longer than this action allows (11 s for 1 MB of the input file)");
    expect(overBudgetMessage(10, null, "page")).toBe("this file took longer than this action allows (10 s)");
  });
});
