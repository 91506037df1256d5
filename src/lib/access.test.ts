import { batchAccess, DEFAULT_FREE_FILES_PER_BATCH, grantOf, hiddenFor, mayProcess, NO_GRANT, unlocks } from "./access";
import { FLIP_PASS, PREMIUM, testPlan } from "../test-utils/plans";

const CATALOGUE = [testPlan({ ...PREMIUM, disallowed: ["/tools/bulk-book-summarizer/"] }), testPlan(FLIP_PASS)];
const entry = (planName: string, variant?: string) => ({ plan: planName, variant });

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

  it("is unlimited on the pages a held plan unlocks, and the free limit elsewhere", () => {
    delete process.env.GATSBY_FREE_FILES_PER_BATCH;
    const flip = grantOf([entry("Bulk Flip 7 Days")], CATALOGUE);
    expect(batchAccess("/tools/bulk-flip-image/", flip).filesPerBatch).toBe(Infinity);
    expect(batchAccess("/tools/bulk-image-cropper/", flip).filesPerBatch).toBe(20);
    const premium = grantOf([entry("Premium")], CATALOGUE);
    expect(batchAccess("/tools/bulk-image-cropper/", premium).filesPerBatch).toBe(Infinity);
    expect(batchAccess("/tools/bulk-book-summarizer/", premium).filesPerBatch).toBe(20);
  });
});

describe("mayProcess", () => {
  beforeEach(() => {
    delete process.env.GATSBY_FREE_FILES_PER_BATCH;
  });

  it("lets anyone process up to the free limit at once", () => {
    expect(mayProcess("/tools/bulk-image-cropper/", 20, NO_GRANT)).toBe(true);
    expect(mayProcess("/tools/bulk-image-cropper/", 21, NO_GRANT)).toBe(false);
  });

  it("lets a plan's holder process any number on its pages, sub-pages included", () => {
    const flip = grantOf([entry("Bulk Flip 7 Days")], CATALOGUE);
    expect(mayProcess("/tools/bulk-flip-image/", 500, flip)).toBe(true);
    expect(mayProcess("/tools/bulk-flip-image/sub/", 500, flip)).toBe(true);
    expect(mayProcess("/tools/bulk-image-cropper/", 21, flip)).toBe(false);
  });
});

describe("grantOf", () => {
  it("collects the held plans from the catalogue, ignoring names it does not know", () => {
    expect(grantOf([entry("Bulk Flip 7 Days"), entry("Gone"), entry("")], CATALOGUE)).toEqual({ plans: [CATALOGUE[1]], soloPlus: false });
    expect(grantOf([], CATALOGUE)).toEqual(NO_GRANT);
  });

  it("hides and locks the hide_solo_plus tools (the colorizer) for a Solo Plus license", () => {
    const solo = grantOf([entry("Premium", "Solo Plus")], CATALOGUE);
    expect(solo.soloPlus).toBe(true);
    expect(grantOf([entry("Premium", "solo-plus")], CATALOGUE).soloPlus).toBe(true);
    expect(grantOf([entry("Premium", "Solo")], CATALOGUE).soloPlus).toBe(false);
    expect(hiddenFor({ hide_solo_plus: true }, solo)).toBe(true);
    expect(hiddenFor({ hide_solo_plus: false }, solo)).toBe(false);
    expect(hiddenFor({ hide_solo_plus: true }, grantOf([entry("Premium")], CATALOGUE))).toBe(false);
    expect(unlocks(solo, "/tools/bulk-photo-colorizer/", true)).toBe(false);
    expect(unlocks(solo, "/tools/bulk-image-cropper/")).toBe(true);
    expect(unlocks(grantOf([entry("Premium")], CATALOGUE), "/tools/bulk-photo-colorizer/", true)).toBe(true);
  });
});
