/**
 * The crop box over the focused image. Moving or drawing it switches the placement to "Crop box",
 * for the batch or, with "This image only", for that image alone.
 */
import type { z } from "zod";
import type { OptionsProps } from "../../bulk/types";
import { WHOLE } from "../../lib/relative-box";
import { RegionOptions } from "../../bulk/ui/region-editor/RegionOptions";
import { boxPatch, readBox } from "../../bulk/ui/region-editor/settings-box";
import type { settings as schema } from "./meta";
import { aspectOf } from "./presets";

type Settings = z.output<typeof schema>;

const NOTES: Record<Settings["mode"], string> = {
  centre: "Centre placement is on: the box shows the centre crop. Moving it switches to the crop box.",
  box: "The crop box is used.",
  smart: "Smart crop places each crop itself. Moving the box switches to the crop box.",
};

export function Options({ settings, onChange, file, onFileChange }: OptionsProps<Settings>) {
  const effective = { ...settings, ...file?.overrides };
  const aspect = aspectOf(effective.aspect);
  return (
    <RegionOptions
      label="Crop box"
      file={file}
      batchBox={readBox(settings, "box") ?? WHOLE}
      fileBox={readBox(file?.overrides, "box")}
      aspect={aspect}
      shade
      note={aspect === null ? "Free ratio: the crop box is cropped as drawn." : NOTES[effective.mode]}
      onBatchChange={(box) => onChange({ ...boxPatch(box, "box"), mode: "box" })}
      onFileChange={(box) => onFileChange(box && { ...boxPatch(box, "box"), mode: "box" })}
    />
  );
}
