import { mapInFlight } from "./in-flight";

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("mapInFlight", () => {
  it("keeps at most the given number under way and returns results in order", async () => {
    let running = 0;
    let most = 0;
    const results = await mapInFlight([30, 5, 20, 1, 10], 2, async (ms, index) => {
      running += 1;
      most = Math.max(most, running);
      await tick(ms);
      running -= 1;
      return `${index}:${ms}`;
    });
    expect(results).toEqual(["0:30", "1:5", "2:20", "3:1", "4:10"]);
    expect(most).toBe(2);
  });

  it("stops taking new items once one fails", async () => {
    const started: number[] = [];
    const run = mapInFlight([1, 2, 3, 4, 5, 6], 2, async (item) => {
      started.push(item);
      await tick(item === 1 ? 20 : 1);
      if (item === 2) throw new Error("page 2 is broken");
      return item;
    });
    await expect(run).rejects.toThrow("page 2 is broken");
    await tick(40);
    expect(started).toEqual([1, 2]);
  });
});
