/** Draws one labelled placeholder image in the worker. */
import type { OutputFile } from "../../domain/tool";
import { canvasOf, rasterOfCanvas } from "../../codecs/image";
import { encodeOutput } from "../../codecs/pipeline";
import { fitFontSize, labelText } from "./label";
import type { Settings } from "./meta";
import { placeholderSvg } from "./svg";

const FONT_FAMILY = "system-ui, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";
const fontOf = (size: number) => `600 ${size}px ${FONT_FAMILY}`;

export async function drawPlaceholder(width: number, height: number, settings: Settings): Promise<OutputFile> {
  const label = labelText(settings.label, width, height);
  const fontSize = settings.fontSize > 0 ? settings.fontSize : fitFontSize(width, height, textWidthAt100px(label));
  if (settings.format === "svg") {
    const svg = placeholderSvg({
      width,
      height,
      background: settings.background,
      textColor: settings.textColor,
      label,
      fontSize,
      fontFamily: FONT_FAMILY,
    });
    return { blob: new Blob([svg], { type: "image/svg+xml" }), extension: "svg", width, height };
  }
  const context = canvasOf(width, height);
  context.fillStyle = settings.background;
  context.fillRect(0, 0, width, height);
  if (label) {
    context.fillStyle = settings.textColor;
    context.font = fontOf(fontSize);
    context.textAlign = "center";
    context.textBaseline = "middle";
    context.fillText(label, width / 2, height / 2);
  }
  // Flat colours gain nothing from MozJPEG; the browser's encoder is several times faster.
  return encodeOutput(rasterOfCanvas(context), { format: settings.format, quality: settings.quality, fastJpeg: true });
}

function textWidthAt100px(label: string): number {
  const context = canvasOf(1, 1);
  context.font = fontOf(100);
  return context.measureText(label).width;
}
