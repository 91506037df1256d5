/**
 * Edge and blur settings are given for a photo whose shorter side is 1000 px and grow with the photo,
 * as the mask's own softness does (it is always stretched from 1024²): a mixed batch looks alike.
 */
export const REFERENCE_SIDE = 1000;

export function photoPixels(value: number, width: number, height: number): number {
  return (value * Math.min(width, height)) / REFERENCE_SIDE;
}
