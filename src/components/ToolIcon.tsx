import {
  Aperture,
  Blend,
  BookOpen,
  CircleUser,
  Crop,
  Droplets,
  Eraser,
  FileImage,
  FlipHorizontal2,
  Gauge,
  Image,
  Images,
  ImageUpscale,
  type LucideIcon,
  Palette,
  RefreshCw,
  Scaling,
  ScanFace,
  Shrink,
  SquareDashed,
  WandSparkles,
} from "lucide-react";

/**
 * The icons a tool's `icon_name` may name (Lucide names). Listed one by one so the bundle carries
 * only these; an unknown name falls back to a generic image icon.
 */
const ICONS: Record<string, LucideIcon> = {
  aperture: Aperture,
  blend: Blend,
  "book-open": BookOpen,
  "circle-user": CircleUser,
  crop: Crop,
  droplets: Droplets,
  eraser: Eraser,
  "file-image": FileImage,
  "flip-horizontal-2": FlipHorizontal2,
  gauge: Gauge,
  images: Images,
  "image-upscale": ImageUpscale,
  palette: Palette,
  "refresh-cw": RefreshCw,
  scaling: Scaling,
  "scan-face": ScanFace,
  shrink: Shrink,
  "square-dashed": SquareDashed,
  "wand-sparkles": WandSparkles,
};

export const TOOL_ICON_NAMES = Object.keys(ICONS);

export function ToolIcon({ name, size = 28 }: { name: string | null; size?: number }) {
  const Icon = (name && ICONS[name]) || Image;
  return <Icon size={size} aria-hidden="true" focusable="false" strokeWidth={1.75} />;
}
