import { meanColour, meanColourAt } from "./mean-colour-at";

describe("meanColour", () => {
  it("averages the pixels it reads", () => {
    expect(meanColour(new Uint8ClampedArray([0, 0, 0, 255, 255, 128, 64, 255]))).toBe("#804020");
    expect(meanColour(new Uint8ClampedArray([]))).toBeNull();
  });
});

describe("meanColourAt", () => {
  /** A 10 × 8 image whose canvas records the square it was asked to read. */
  function setUp() {
    const drawn: number[][] = [];
    const context = {
      canvas: { width: 0, height: 0 },
      drawImage: (...args: number[]) => drawn.push(args.slice(1, 5)),
      getImageData: (_x: number, _y: number, width: number, height: number) => ({
        data: new Uint8ClampedArray(width * height * 4).fill(200),
      }),
    };
    jest.spyOn(document, "createElement").mockReturnValue({ getContext: () => context } as unknown as HTMLCanvasElement);
    return { image: { naturalWidth: 10, naturalHeight: 8 } as HTMLImageElement, drawn };
  }

  afterEach(() => jest.restoreAllMocks());

  it("reads the square centred on the pixel, moved inside the image at its edges", () => {
    const { image, drawn } = setUp();
    expect(meanColourAt(image, 5, 4, 3)).toBe("#c8c8c8");
    expect(meanColourAt(image, 0, 7, 3)).toBe("#c8c8c8");
    expect(drawn).toEqual([
      [4, 3, 3, 3],
      [0, 5, 3, 3],
    ]);
  });

  it("reads nothing before the image has loaded", () => {
    expect(meanColourAt({ naturalWidth: 0, naturalHeight: 0 } as HTMLImageElement, 1, 1, 3)).toBeNull();
  });
});
