import { withFloorPooling } from "./floor-pooling";

const attribute = (value: number) => [0x0a, 0x09, ...Array.from("ceil_mode", (c) => c.charCodeAt(0)), 0x18, value, 0xa0, 0x01, 0x02];

describe("withFloorPooling", () => {
  it("switches every ceil_mode attribute off and leaves every other byte as it was", () => {
    const model = Uint8Array.from([1, 2, ...attribute(1), 7, 0x0a, ...attribute(1), 9]);
    const { bytes, changed } = withFloorPooling(model.buffer);
    expect(changed).toBe(2);
    expect(Array.from(bytes)).toEqual([1, 2, ...attribute(0), 7, 0x0a, ...attribute(0), 9]);
    expect(Array.from(model)).toEqual([1, 2, ...attribute(1), 7, 0x0a, ...attribute(1), 9]);
  });

  it("leaves a model without the attribute, or with it already off, unchanged", () => {
    const model = Uint8Array.from([0x0a, 0x09, 3, ...attribute(0)]);
    const { bytes, changed } = withFloorPooling(model.buffer);
    expect(changed).toBe(0);
    expect(Array.from(bytes)).toEqual(Array.from(model));
  });
});
