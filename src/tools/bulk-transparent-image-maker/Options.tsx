import { type MouseEvent, useId, useState } from "react";
import type { OptionsProps } from "../../bulk/types";
import type { Settings } from "./meta";
import { imagePoint } from "./pick-point";
import { meanColourAt } from "../../components/eyedropper/mean-colour-at";
import * as styles from "./Options.module.css";

/** Averaged over 3×3 pixels, so JPEG noise does not decide the colour picked. */
const EYEDROPPER_SPAN = 3;

/** The colour to remove: a colour input, and an eyedropper on the focused image. */
export function Options({ settings, onChange, file, onFileChange }: OptionsProps<Settings>) {
  const id = useId();
  const [forFileOnly, setForFileOnly] = useState(false);
  const own = file?.overrides?.color;

  const choose = (color: string, fileOnly: boolean) => {
    const patch = { remove: "color" as const, color };
    if (fileOnly) onFileChange(patch);
    else onChange(patch);
  };

  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    const image = event.currentTarget.querySelector("img");
    if (!image?.naturalWidth) return;
    const natural = { width: image.naturalWidth, height: image.naturalHeight };
    // A keyboard press has no pointer position: it takes the top-left corner, which is usually background.
    const point = event.detail === 0 ? { x: 0, y: 0 } : imagePoint(event.clientX, event.clientY, image.getBoundingClientRect(), natural);
    const color = meanColourAt(image, point.x, point.y, EYEDROPPER_SPAN);
    if (color) choose(color, forFileOnly);
  };

  return (
    <div className={styles.panel}>
      <div className={styles.colorRow}>
        <label htmlFor={id}>Picked colour</label>
        <input
          id={id}
          type="color"
          value={settings.color}
          data-testid="picked-color"
          onChange={(event) => choose(event.target.value, false)}
        />
        <code>{settings.color}</code>
      </div>
      {file?.url && (
        <>
          <button
            type="button"
            className={styles.preview}
            data-look="surface"
            onClick={pick}
            data-testid="eyedropper"
            aria-label={`Pick the colour to remove from ${file.name} (from the keyboard: the colour of its top-left corner)`}
          >
            <img src={file.url} alt="" />
          </button>
          <p className={styles.help}>Click the image to pick the colour under the pointer; “Colour to remove” switches to it.</p>
          <label className={styles.check}>
            <input type="checkbox" checked={forFileOnly} onChange={(event) => setForFileOnly(event.target.checked)} />
            Pick for this image only
          </label>
        </>
      )}
      {own && (
        <p className={styles.help}>
          {file?.name} has its own colour <span className={styles.swatch} style={{ background: own }} /> {own}.{" "}
          <button type="button" className="link-button" onClick={() => onFileChange(null)}>
            Use the batch’s settings
          </button>
        </p>
      )}
    </div>
  );
}
