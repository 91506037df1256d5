import { STALL_FLOOR_MS, STALL_PER_MEGAPIXEL_MS, stallLimitMs } from "./stall";

const image = (width: number, height: number) =>
  ({ kind: "file", name: "a.jpg", file: new Blob(), format: "jpeg", width, height, keepMetadata: false }) as const;

describe("stallLimitMs", () => {
  it("gives every file the floor and an image more per megapixel", () => {
    expect(stallLimitMs({ kind: "generated", name: "p", spec: {} })).toBe(STALL_FLOOR_MS);
    expect(stallLimitMs(image(4000, 3000))).toBe(STALL_FLOOR_MS + 12 * STALL_PER_MEGAPIXEL_MS);
  });

  it("counts a document by its megabytes, and an image of unknown size by the floor alone", () => {
    const pdf = { kind: "document", name: "a.pdf", file: new Blob([new Uint8Array(2_000_000)]), format: "pdf" } as const;
    expect(stallLimitMs(pdf)).toBe(STALL_FLOOR_MS + 2 * STALL_PER_MEGAPIXEL_MS);
    expect(stallLimitMs(image(0, 0))).toBe(STALL_FLOOR_MS);
  });
});
