import { keepEnclosed } from "./flood-fill";

function maskOf(rows: readonly string[]): { mask: Uint8Array; width: number; height: number } {
  const width = rows[0]?.length ?? 0;
  const levels: Record<string, number> = { ".": 0, "#": 255, "~": 128 };
  return { mask: Uint8Array.from(rows.join(""), (key) => levels[key] ?? 255), width, height: rows.length };
}

function rowsOf(mask: Uint8Array, width: number): string[] {
  const keys: Record<number, string> = { 0: ".", 255: "#", 128: "~" };
  const text = Array.from(mask, (level) => keys[level] ?? "?").join("");
  return text.match(new RegExp(`.{${width}}`, "g")) ?? [];
}

describe("keepEnclosed", () => {
  it("keeps removable pixels the subject encloses", () => {
    const { mask, width, height } = maskOf([".......", ".#####.", ".#...#.", ".#####.", "......."]);
    expect(rowsOf(keepEnclosed(mask, width, height), width)).toEqual([".......", ".#####.", ".#####.", ".#####.", "......."]);
  });

  it("follows the background through gaps and partly matching pixels", () => {
    const { mask, width, height } = maskOf(["#####", "#..~.", "#.###", "#####"]);
    expect(rowsOf(keepEnclosed(mask, width, height), width)).toEqual(["#####", "#..~.", "#.###", "#####"]);
  });

  it("does not leak through diagonal corners", () => {
    const { mask, width, height } = maskOf(["#.##", "##.#", "####"]);
    expect(rowsOf(keepEnclosed(mask, width, height), width)).toEqual(["#.##", "####", "####"]);
  });

  it("removes nothing when no edge pixel matches", () => {
    const { mask, width, height } = maskOf(["###", "#.#", "###"]);
    expect(Array.from(keepEnclosed(mask, width, height))).toEqual(new Array(9).fill(255));
  });
});
