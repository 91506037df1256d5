/** Node has no ImageData; the workers' has this shape. Tests that build one call this in `beforeAll`. */
class NodeImageData {
  constructor(
    readonly data: Uint8ClampedArray,
    readonly width: number,
    readonly height: number,
  ) {}
}

export function provideImageData(): void {
  Object.assign(globalThis, { ImageData: NodeImageData });
}
