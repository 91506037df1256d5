import { checkForNewBuild, isBuildStale, isNewBuild, markBuildStale } from "./build-freshness";

const response = (body: unknown, ok = true) => Promise.resolve({ ok, json: () => Promise.resolve(body) } as Response);

describe("isNewBuild", () => {
  it("sees a different compilation hash as a new build", () => {
    expect(isNewBuild({ webpackCompilationHash: "b" }, "a")).toBe(true);
  });

  it("sees the same hash, or anything unreadable, as no new build", () => {
    expect(isNewBuild({ webpackCompilationHash: "a" }, "a")).toBe(false);
    expect(isNewBuild({}, "a")).toBe(false);
    expect(isNewBuild(null, "a")).toBe(false);
    expect(isNewBuild({ webpackCompilationHash: "b" }, undefined)).toBe(false);
    expect(isNewBuild({ webpackCompilationHash: "" }, "a")).toBe(false);
  });
});

describe("checkForNewBuild", () => {
  it("asks for app-data without the cache", async () => {
    const fetchImpl = jest.fn(() => response({ webpackCompilationHash: "new" }));
    await expect(checkForNewBuild(fetchImpl as unknown as typeof fetch, "old")).resolves.toBe(true);
    expect(fetchImpl).toHaveBeenCalledWith("/page-data/app-data.json", { cache: "no-store" });
  });

  it("reports no news on an error status or a network failure", async () => {
    await expect(
      checkForNewBuild((() => response({ webpackCompilationHash: "new" }, false)) as unknown as typeof fetch, "old"),
    ).resolves.toBe(false);
    await expect(checkForNewBuild((() => Promise.reject(new TypeError("offline"))) as unknown as typeof fetch, "old")).resolves.toBe(false);
  });
});

describe("markBuildStale", () => {
  it("sets the flag Gatsby's navigate() reads", () => {
    const globals: { ___swUpdated?: boolean } = {};
    expect(isBuildStale(globals)).toBe(false);
    markBuildStale(globals);
    expect(globals.___swUpdated).toBe(true);
    expect(isBuildStale(globals)).toBe(true);
  });
});
