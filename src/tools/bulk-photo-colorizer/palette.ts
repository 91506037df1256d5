/**
 * Colours offered as hints, as they are found in real photos (sRGB, as a camera renders them in
 * daylight) rather than pure hues: a grey photo coloured with a saturated "green" looks painted. Only
 * a hint's hue and saturation reach the photo (it keeps its own lightness), so how light a swatch is
 * matters less than that its tint is right.
 */
export interface PaletteColour {
  /** The swatch's accessible name. */
  name: string;
  /** "#rrggbb". */
  color: string;
}

/** Blue sky: the hint most photos need first, and one that shows on any grey. */
const SKY: PaletteColour = { name: "Sky blue", color: "#7fa7d4" };

export const PALETTE: readonly PaletteColour[] = [
  { name: "Light skin", color: "#e0ac8f" },
  { name: "Medium skin", color: "#c08561" },
  { name: "Dark skin", color: "#7b4f37" },
  { name: "Lips", color: "#b4675f" },
  { name: "Dark hair", color: "#3d2b20" },
  { name: "Fair hair", color: "#b8976a" },
  SKY,
  { name: "Water", color: "#44738c" },
  { name: "Foliage green", color: "#4f6b35" },
  { name: "Grass", color: "#6d8c3c" },
  { name: "Wood brown", color: "#7a5433" },
  { name: "Brick red", color: "#9a4a35" },
  { name: "Stone", color: "#8f8a80" },
  { name: "Sand", color: "#cdb48c" },
];

export const FIRST_COLOUR = SKY.color;
