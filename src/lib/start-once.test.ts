import { startOnce, startOncePerKey } from "./start-once";

describe("startOnce", () => {
  it("starts once for every caller while it succeeds", async () => {
    const start = jest.fn(async () => ({ ready: true }));
    const started = startOnce(start);
    const [first, second] = await Promise.all([started(), started()]);
    expect(first).toBe(second);
    expect(await started()).toBe(first);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed start", async () => {
    const start = jest.fn().mockRejectedValueOnce(new Error("dropped")).mockResolvedValueOnce("ready");
    const started = startOnce(start);
    await expect(started()).rejects.toThrow("dropped");
    await expect(started()).resolves.toBe("ready");
    expect(start).toHaveBeenCalledTimes(2);
  });

  it("starts once per key, and a failed key again on its own", async () => {
    const start = jest.fn(async (key: string) => {
      if (key === "dropped" && start.mock.calls.filter(([called]) => called === "dropped").length === 1) throw new Error("dropped");
      return { key };
    });
    const started = startOncePerKey(start);
    expect(await started("a")).toBe(await started("a"));
    await expect(started("dropped")).rejects.toThrow("dropped");
    await expect(started("dropped")).resolves.toEqual({ key: "dropped" });
    expect(start.mock.calls.map(([key]) => key)).toEqual(["a", "dropped", "dropped"]);
  });
});
