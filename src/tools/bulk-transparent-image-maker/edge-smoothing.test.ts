import { smoothEdges } from "./edge-smoothing";

describe("smoothEdges", () => {
  it("leaves the mask as it is at radius 0", () => {
    const mask = Uint8Array.from([0, 255, 255]);
    expect(smoothEdges(mask, 3, 1, 0)).toBe(mask);
  });

  it("fades kept pixels next to removed ones and never brings removed ones back", () => {
    const row = [0, 0, 0, 255, 255, 255, 255, 255];
    const mask = Uint8Array.from([...row, ...row, ...row]);
    const out = smoothEdges(mask, 8, 3, 1);
    const middle = Array.from(out.slice(8, 16));
    expect(middle.slice(0, 3)).toEqual([0, 0, 0]);
    expect(middle[3]).toBe(170);
    expect(middle.slice(4)).toEqual([255, 255, 255, 255]);
  });

  it("keeps a uniform mask uniform up to the image edges", () => {
    const mask = new Uint8Array(25).fill(255);
    expect(Array.from(smoothEdges(mask, 5, 5, 2))).toEqual(new Array(25).fill(255));
  });
});
