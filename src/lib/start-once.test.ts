import { startOnce } from "./start-once";

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
});
