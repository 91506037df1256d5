/** Where a click on the scaled preview of an image lands in the image's own pixels. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

export function imagePoint(
  clientX: number,
  clientY: number,
  box: Box,
  natural: { width: number; height: number },
): { x: number; y: number } {
  const clamp = (value: number, size: number) => Math.min(size - 1, Math.max(0, Math.floor(value)));
  return {
    x: clamp(((clientX - box.left) / box.width) * natural.width, natural.width),
    y: clamp(((clientY - box.top) / box.height) * natural.height, natural.height),
  };
}
