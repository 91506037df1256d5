import { markedCount, maskBounds } from "../tools/bulk-photo-object-remover/hole";
import { holeOf, type HoleShape } from "./fill-hole-shapes";

const [W, H] = [400, 300];

describe("hole shapes", () => {
  it.each<HoleShape>([
    { shape: "ellipse", share: 0.08, aspect: 1.5, angle: 30 },
    { shape: "blob", share: 0.12, seed: 4 },
    { shape: "rectangle", share: 0.05, aspect: 2 },
  ])("$shape covers the share of the photo asked for, centred where asked", (shape) => {
    const hole = holeOf(shape, W, H, 200, 150);
    expect(markedCount(hole) / (W * H)).toBeCloseTo(shape.share, 2);
    const bounds = maskBounds(hole);
    expect(bounds).not.toBeNull();
    expect(Math.abs(bounds!.x + bounds!.width / 2 - 200)).toBeLessThan(W * 0.08);
    expect(Math.abs(bounds!.y + bounds!.height / 2 - 150)).toBeLessThan(H * 0.08);
  });

  it("a rectangle is a box of the aspect asked for; an ellipse turned by 90° is the unturned one on its side", () => {
    const box = maskBounds(holeOf({ shape: "rectangle", share: 0.05, aspect: 2 }, W, H, 200, 150))!;
    expect(box.width / box.height).toBeCloseTo(2, 1);
    const flat = maskBounds(holeOf({ shape: "ellipse", share: 0.05, aspect: 2, angle: 0 }, W, H, 200, 150))!;
    const upright = maskBounds(holeOf({ shape: "ellipse", share: 0.05, aspect: 2, angle: 90 }, W, H, 200, 150))!;
    expect(upright.width).toBeCloseTo(flat.height, -1);
    expect(upright.height).toBeCloseTo(flat.width, -1);
  });

  it("blobs of different seeds differ", () => {
    const [a, b] = [1, 2].map((seed) => holeOf({ shape: "blob", share: 0.1, seed }, W, H, 200, 150).data);
    expect(a!.some((value, index) => value !== b![index])).toBe(true);
  });
});
