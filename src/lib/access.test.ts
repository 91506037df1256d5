import { batchAccess, DEFAULT_FREE_FILES_PER_BATCH } from "./access";

describe("batchAccess", () => {
  const saved = process.env.GATSBY_FREE_FILES_PER_BATCH;
  afterEach(() => {
    process.env.GATSBY_FREE_FILES_PER_BATCH = saved;
  });

  it("answers the free limit with an upgrade link back to the tool", () => {
    delete process.env.GATSBY_FREE_FILES_PER_BATCH;
    expect(batchAccess("/tools/bulk-flip-image/")).toEqual({
      filesPerBatch: DEFAULT_FREE_FILES_PER_BATCH,
      upgradeHref: "/pricing/?tool=%2Ftools%2Fbulk-flip-image%2F",
    });
    expect(DEFAULT_FREE_FILES_PER_BATCH).toBe(20);
  });

  it("takes the limit from the build's configuration when valid", () => {
    process.env.GATSBY_FREE_FILES_PER_BATCH = "50";
    expect(batchAccess("/tools/x/").filesPerBatch).toBe(50);
    process.env.GATSBY_FREE_FILES_PER_BATCH = "lots";
    expect(batchAccess("/tools/x/").filesPerBatch).toBe(20);
  });
});
