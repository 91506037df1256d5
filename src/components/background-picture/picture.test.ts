import { storedSize } from "./picture";

describe("storedSize", () => {
  it("fits the longer side into the limit and keeps the aspect", () => {
    expect(storedSize(4000, 3000)).toEqual({ width: 2048, height: 1536 });
    expect(storedSize(1000, 5000)).toEqual({ width: 410, height: 2048 });
  });

  it("never enlarges a small picture", () => {
    expect(storedSize(640, 480)).toEqual({ width: 640, height: 480 });
  });
});
