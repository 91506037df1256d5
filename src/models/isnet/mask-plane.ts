/** One byte of opacity per pixel, 255 = subject. */
export interface Mask {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}
