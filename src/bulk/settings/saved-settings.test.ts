import { z } from "zod";
import { STORAGE_KEYS } from "../../lib/storage-keys";
import { loadSettings, saveSettings } from "./saved-settings";

const schema = z.object({ quality: z.number().int().min(1).max(100).default(75), name: z.string().default("photo") });

describe("saved settings", () => {
  beforeEach(() => localStorage.clear());

  it("reads back what was saved", () => {
    saveSettings("flip", { quality: 40, name: "x" });
    expect(loadSettings("flip", schema)).toEqual({ quality: 40, name: "x" });
  });

  it.each(["[40]", '[{"quality":40}]', "40", '"text"', "null", "{broken"])(
    "reads stored %p as nothing saved (spec §5: JSON must yield an object)",
    (text) => {
      localStorage.setItem(`${STORAGE_KEYS.settingsPrefix}flip`, text);
      expect(loadSettings("flip", schema)).toEqual({ quality: 75, name: "photo" });
    },
  );

  it("lays a sub-page preset over the saved settings", () => {
    saveSettings("flip", { quality: 40, name: "x" });
    expect(loadSettings("flip", schema, { name: "preset" })).toEqual({ quality: 40, name: "preset" });
  });
});
