import { applyCorrections, facesOf, formatBoxes, parseBoxes, withBox, withoutBox } from "./corrections";

const face = { x: 0.1, y: 0.2, width: 0.05, height: 0.06 };

describe("box lists", () => {
  it("round-trip through text, four decimals each", () => {
    const text = formatBoxes([face, { x: 0.123456, y: 0, width: 0.5, height: 1 }]);
    expect(text).toBe("0.1,0.2,0.05,0.06;0.1235,0,0.5,1");
    expect(parseBoxes(text)).toEqual([face, { x: 0.1235, y: 0, width: 0.5, height: 1 }]);
  });

  it("read an empty list as no boxes", () => {
    expect(parseBoxes("")).toEqual([]);
    expect(parseBoxes("  ")).toEqual([]);
    expect(formatBoxes([])).toBe("");
  });

  it("refuse what is not a list of boxes inside the image", () => {
    for (const bad of ["0.1,0.2,0.3", "a,b,c,d", "0.1,0.2,0.3,0.4;", "-0.1,0,0.2,0.2", "0.9,0,0.2,0.2", "0,0,0,0.5", "0,,0.2,0.2"])
      expect(parseBoxes(bad)).toBeNull();
  });

  it("gain a box, and lose the boxes on the same place as another", () => {
    const list = withBox(withBox("", face), { x: 0.5, y: 0.5, width: 0.1, height: 0.1 });
    expect(parseBoxes(list)).toHaveLength(2);
    // A box shifted by a tenth of its size is the same face.
    expect(withoutBox(list, { ...face, x: face.x + 0.005 })).toBe("0.5,0.5,0.1,0.1");
    expect(withoutBox(list, { x: 0.8, y: 0.8, width: 0.1, height: 0.1 })).toBe(list);
  });
});

describe("applyCorrections", () => {
  const found = [
    { ...face, score: 0.9 },
    { x: 0.6, y: 0.1, width: 0.05, height: 0.05, score: 0.7 },
  ];

  it("marks a found face removed when a removed box covers the same place, and adds the added boxes", () => {
    const added = { x: 0.3, y: 0.3, width: 0.1, height: 0.1 };
    const faces = applyCorrections(found, [added], [{ ...face, y: face.y + 0.004 }]);
    expect(faces.map((entry) => [entry.source, entry.removed, entry.score])).toEqual([
      ["found", true, 0.9],
      ["found", false, 0.7],
      ["added", false, null],
    ]);
    expect(faces[2]).toMatchObject(added);
  });

  it("keeps every found face when nothing is corrected", () => {
    expect(applyCorrections(found, [], []).every((entry) => !entry.removed)).toBe(true);
  });
});

describe("facesOf", () => {
  it("reads the faces of a result's data, and nothing from data without them", () => {
    const faces = applyCorrections([{ ...face, score: 0.9 }], [], []);
    expect(facesOf({ faces })).toEqual(faces);
    expect(facesOf(null)).toEqual([]);
    expect(facesOf({ faces: "none" })).toEqual([]);
    expect(facesOf({ faces: [{ x: 1 }, ...faces] })).toEqual(faces);
  });
});
