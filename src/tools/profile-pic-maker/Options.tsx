/**
 * The frame on the focused photo: where the face rule put it (from the photo's last result), or
 * the visitor's own square for that photo, moved or resized here; and the background picture.
 */
import type { OptionsProps } from "../../bulk/types";
import { BackgroundPicture } from "../../components/background-picture/BackgroundPicture";
import { RegionEditor } from "../../bulk/ui/region-editor/RegionEditor";
import * as styles from "../../bulk/ui/region-editor/RegionEditor.module.css";
import { boxPatch, readBox } from "../../bulk/ui/region-editor/settings-box";
import type { RelBox } from "../../lib/relative-box";
import type { Settings } from "./meta";

/** Before the photo's first result: a centred square of its shorter side. */
function centredSquare(width: number, height: number): RelBox {
  const side = Math.min(width, height);
  return { x: (width - side) / 2 / width, y: (height - side) / 2 / height, width: side / width, height: side / height };
}

export function Options({ settings, onChange, file, onFileChange }: OptionsProps<Settings>) {
  const own = readBox(file?.overrides, "frame");
  const found = file?.data?.frame as RelBox | undefined;
  const fileName = file ? (file.name.split("/").pop() ?? file.name) : "";
  return (
    <>
      {file ? (
        <>
          <RegionEditor
            label="Frame"
            imageUrl={file.url}
            imageWidth={file.width}
            imageHeight={file.height}
            value={own ?? found ?? centredSquare(file.width, file.height)}
            aspect={1}
            shade
            onCommit={(box) => onFileChange(boxPatch(box, "frame"))}
          />
          <p className={`${styles.readout} ${styles.note}`}>
            {own
              ? `Your frame for ${fileName}, kept level with the eyes.`
              : `The frame the face rule chose for ${fileName}. Move or resize it to set this photo's own.`}{" "}
            {own && (
              <button type="button" className="link-button" onClick={() => onFileChange(null)}>
                Use the face rule again
              </button>
            )}
          </p>
        </>
      ) : (
        <p className={styles.readout}>Add photos to see and adjust the frame on each.</p>
      )}
      {settings.background === "image" && (
        <BackgroundPicture
          value={settings.backgroundImage}
          onChange={(backgroundImage) => onChange({ backgroundImage })}
          help="Choose the picture to put behind every person. It fills the whole picture, centred and cut to fit."
        />
      )}
    </>
  );
}
