/** The blur region over the focused image, shown while the area is a region (inside or outside it). */
import type { z } from "zod";
import type { OptionsProps } from "../../bulk/types";
import { WHOLE } from "../../lib/relative-box";
import { RegionOptions } from "../../bulk/ui/region-editor/RegionOptions";
import { boxPatch, readBox } from "../../bulk/ui/region-editor/settings-box";
import type { settings as schema } from "./meta";

type Settings = z.output<typeof schema>;

export function Options({ settings, onChange, file, onFileChange }: OptionsProps<Settings>) {
  if ({ ...settings, ...file?.overrides }.area === "whole") return null;
  return (
    <RegionOptions
      label="Blur region"
      file={file}
      batchBox={readBox(settings, "region") ?? WHOLE}
      fileBox={readBox(file?.overrides, "region")}
      aspect={null}
      shade={false}
      onBatchChange={(box) => onChange(boxPatch(box, "region"))}
      onFileChange={(box) => onFileChange(box && boxPatch(box, "region"))}
    />
  );
}
