import type { OptionsProps } from "../../bulk/types";
import { BackgroundPicture } from "../../components/background-picture/BackgroundPicture";
import type { Settings } from "./meta";

/** The background picture, while "Subject on a background picture" is chosen. */
export function Options({ settings, onChange }: OptionsProps<Settings>) {
  if (settings.background !== "image") return null;
  return (
    <BackgroundPicture
      value={settings.backgroundImage}
      onChange={(backgroundImage) => onChange({ backgroundImage })}
      help="Choose the picture to put behind every subject. It fills the whole output, centred and cut to fit."
    />
  );
}
