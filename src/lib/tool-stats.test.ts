import { STORAGE_KEYS } from "./storage-keys";
import { addToolStats, moneySaved, readToolStats, statsKeyOf } from "./tool-stats";

describe("tool stats", () => {
  beforeEach(() => localStorage.clear());

  it("counts saved and downloaded files per tool", () => {
    expect(readToolStats("flip")).toEqual({ saved: 0, downloaded: 0 });
    addToolStats("flip", { saved: 3 });
    addToolStats("flip", { downloaded: 2 });
    addToolStats("crop", { saved: 1 });
    expect(readToolStats("flip")).toEqual({ saved: 3, downloaded: 2 });
    expect(readToolStats("crop")).toEqual({ saved: 1, downloaded: 0 });
  });

  it("survives garbage in storage", () => {
    localStorage.setItem(STORAGE_KEYS.toolStats, "{not json");
    expect(readToolStats("flip")).toEqual({ saved: 0, downloaded: 0 });
    expect(addToolStats("flip", { saved: 1 })).toEqual({ saved: 1, downloaded: 0 });
  });

  it("starts afresh over stored JSON that is not an object (spec §5), so new counts are kept", () => {
    localStorage.setItem(STORAGE_KEYS.toolStats, "[]");
    addToolStats("flip", { saved: 2 });
    expect(readToolStats("flip")).toEqual({ saved: 2, downloaded: 0 });
  });

  it("keys a tool's counters by its catalogue money_saved_tag, or by its id without one", () => {
    expect(statsKeyOf({ money_saved_tag: "flip" }, "bulk-flip-image")).toBe("flip");
    expect(statsKeyOf({ money_saved_tag: null }, "bulk-flip-image")).toBe("bulk-flip-image");
    expect(statsKeyOf({ money_saved_tag: " " }, "bulk-flip-image")).toBe("bulk-flip-image");
  });

  it("takes over the counters kept under the tool id once, when its tag has none", () => {
    localStorage.setItem(STORAGE_KEYS.toolStats, JSON.stringify({ "bulk-flip-image": { saved: 4, downloaded: 1 } }));
    expect(readToolStats("flip", "bulk-flip-image")).toEqual({ saved: 4, downloaded: 1 });
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.toolStats)!)).toEqual({ flip: { saved: 4, downloaded: 1 } });
    localStorage.setItem(
      STORAGE_KEYS.toolStats,
      JSON.stringify({ flip: { saved: 2, downloaded: 0 }, "bulk-flip-image": { saved: 9, downloaded: 9 } }),
    );
    expect(readToolStats("flip", "bulk-flip-image")).toEqual({ saved: 2, downloaded: 0 });
  });

  it("words money saved in dollars", () => {
    expect(moneySaved(124, 0.1)).toBe("$12.40");
    expect(moneySaved(0, 0.25)).toBe("$0.00");
  });
});
