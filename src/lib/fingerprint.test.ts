import { fingerprintOf } from "./fingerprint";

describe("fingerprintOf", () => {
  test("is 28 hex digits and the same for the same signals", () => {
    const id = fingerprintOf(["agent", 8, "Europe/Berlin"]);
    expect(id).toMatch(/^[0-9a-f]{28}$/);
    expect(fingerprintOf(["agent", 8, "Europe/Berlin"])).toBe(id);
  });

  test("changes when any signal changes", () => {
    const base = ["agent", 8, 1920, 1080, "Europe/Berlin"];
    const ids = new Set([fingerprintOf(base), ...base.map((_, i) => fingerprintOf(base.map((v, j) => (i === j ? `${v}x` : v))))]);
    expect(ids.size).toBe(base.length + 1);
  });
});
