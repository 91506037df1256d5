/**
 * The crop shapes on offer. A ratio keeps the source's own resolution; a size (social media
 * formats, passport photos at 300 dpi) also resizes the crop to exactly that many pixels.
 */
interface AspectPreset {
  label: string;
  /** Width and height of the ratio; absent for a free box. */
  ratio?: readonly [number, number];
  /** Output pixel size, for presets that fix it. */
  size?: readonly [number, number];
}

/** Pixels for a length at the 300 dpi photo labs and passport offices ask for. */
const at300dpi = (millimetres: number) => Math.round((millimetres / 25.4) * 300);

export const ASPECT_PRESETS = {
  free: { label: "Free (the crop box as drawn)" },
  "1:1": { label: "1:1 square", ratio: [1, 1] },
  "4:5": { label: "4:5 portrait", ratio: [4, 5] },
  "16:9": { label: "16:9 widescreen", ratio: [16, 9] },
  "3:2": { label: "3:2 photo", ratio: [3, 2] },
  "4:3": { label: "4:3", ratio: [4, 3] },
  "9:16": { label: "9:16 vertical video", ratio: [9, 16] },
  "passport-eu": { label: "Passport 35 × 45 mm (EU, UK, Australia)", size: [at300dpi(35), at300dpi(45)] },
  "passport-us": { label: "Passport 2 × 2 in (US, India visa)", size: [600, 600] },
  "passport-ca": { label: "Passport 50 × 70 mm (Canada)", size: [at300dpi(50), at300dpi(70)] },
  "passport-cn": { label: "Passport 33 × 48 mm (China)", size: [at300dpi(33), at300dpi(48)] },
  "instagram-post": { label: "Instagram post 1080 × 1080", size: [1080, 1080] },
  "instagram-portrait": { label: "Instagram portrait 1080 × 1350", size: [1080, 1350] },
  "instagram-story": { label: "Instagram / TikTok story 1080 × 1920", size: [1080, 1920] },
  "facebook-cover": { label: "Facebook cover 820 × 312", size: [820, 312] },
  "linkedin-banner": { label: "LinkedIn banner 1584 × 396", size: [1584, 396] },
  "x-header": { label: "X (Twitter) header 1500 × 500", size: [1500, 500] },
  "youtube-thumbnail": { label: "YouTube thumbnail 1280 × 720", size: [1280, 720] },
} as const satisfies Record<string, AspectPreset>;

export type AspectId = keyof typeof ASPECT_PRESETS;

export const ASPECT_IDS = Object.keys(ASPECT_PRESETS) as [AspectId, ...AspectId[]];

export const ASPECT_LABELS = Object.fromEntries(Object.entries(ASPECT_PRESETS).map(([id, preset]) => [id, preset.label])) as Record<
  AspectId,
  string
>;

/** Width/height of the preset's shape, or null for a free box. */
export function aspectOf(id: AspectId): number | null {
  const preset: AspectPreset = ASPECT_PRESETS[id];
  const [width, height] = preset.size ?? preset.ratio ?? [0, 0];
  return height > 0 ? width / height : null;
}

/** The exact output size of a fixed-size preset, or null when the crop keeps its own resolution. */
export function outputSizeOf(id: AspectId): { width: number; height: number } | null {
  const preset: AspectPreset = ASPECT_PRESETS[id];
  return preset.size ? { width: preset.size[0], height: preset.size[1] } : null;
}
