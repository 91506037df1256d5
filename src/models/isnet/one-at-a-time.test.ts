import { oneAtATime } from "./one-at-a-time";

describe("oneAtATime", () => {
  it("starts each task only after the previous one has settled, in order", async () => {
    const queue = oneAtATime();
    const log: string[] = [];
    let release: () => void = () => undefined;
    const first = queue(
      () =>
        new Promise<string>((resolve) => {
          log.push("first starts");
          release = () => resolve("first");
        }),
    );
    const second = queue(async () => {
      log.push("second starts");
      return "second";
    });
    await Promise.resolve();
    await Promise.resolve();
    expect(log).toEqual(["first starts"]);
    release();
    await expect(first).resolves.toBe("first");
    await expect(second).resolves.toBe("second");
    expect(log).toEqual(["first starts", "second starts"]);
  });

  it("goes on after a task fails, and hands the failure to that task's caller only", async () => {
    const queue = oneAtATime();
    const failing = queue(async () => {
      throw new Error("broken");
    });
    const next = queue(async () => "fine");
    await expect(failing).rejects.toThrow("broken");
    await expect(next).resolves.toBe("fine");
  });
});
