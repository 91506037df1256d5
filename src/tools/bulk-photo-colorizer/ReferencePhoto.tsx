/**
 * The reference photo: one for the batch, or one for the focused photo alone; its preview is also
 * an eyedropper for hint colours, in every mode. The parent keys it by photo, so switching to a
 * photo's own reference is forgotten with the photo until one is chosen for it.
 */
import { type ChangeEvent, type MouseEvent, useId, useState } from "react";
import type { OptionsProps } from "../../bulk/types";
import { pictureDataUrl } from "../../components/background-picture/picture";
import { stagePoint } from "../../bulk/ui/region-editor/stage-point";
import { colourAt } from "./eyedropper";
import type { Settings } from "./meta";
import * as pictureStyles from "../../components/background-picture/BackgroundPicture.module.css";
import * as styles from "./Options.module.css";

interface Props extends Omit<OptionsProps<Settings>, "onUseForEveryFile"> {
  /** A colour taken off the reference with the eyedropper. */
  onPick: (colour: string) => void;
}

export function ReferencePhoto({ settings, onChange, file, onFileChange, onPick }: Props) {
  const id = useId();
  const helpId = `${id}-help`;
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [picked, setPicked] = useState<string | null>(null);
  const [forPhoto, setForPhoto] = useState(false);
  const own = file?.overrides?.reference;
  const perPhoto = file !== null && (own !== undefined || forPhoto);
  const fileName = file ? (file.name.split("/").pop() ?? file.name) : "";
  /** The reference of the scope being set: the photo's own, or the batch's. */
  const value = perPhoto ? (own ?? "") : settings.reference;
  const set = (reference: string) => (perPhoto ? onFileChange({ reference }) : onChange({ reference }));

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = "";
    if (!chosen) return;
    setReading(true);
    setProblem(null);
    try {
      set(await pictureDataUrl(chosen));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setReading(false);
    }
  };

  const goBack = () => {
    setForPhoto(false);
    if (own !== undefined) onFileChange({ reference: undefined });
  };

  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    const image = event.currentTarget.querySelector("img");
    if (!image) return;
    // A press from the keyboard has no pointer position: it takes the middle of the picture.
    const colour = colourAt(image, event.detail === 0 ? { x: 0.5, y: 0.5 } : stagePoint(image, event));
    setPicked(colour);
    setProblem(colour ? null : "This browser cannot read colours from the picture.");
    if (colour) onPick(colour);
  };

  return (
    <div className={pictureStyles.panel}>
      <label htmlFor={id} className={pictureStyles.label}>
        Reference photo
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        onChange={choose}
        disabled={reading}
        aria-describedby={helpId}
        data-testid="reference-photo"
      />
      <p id={helpId} className={pictureStyles.help}>
        In “A reference photo” mode its colours go to the photos of a similar scene. In any mode, clicking it picks the colour under the
        pointer as the hint colour.
      </p>
      <p className={pictureStyles.help}>
        {perPhoto ? `A reference for ${fileName} only. ` : "One reference for the batch. "}
        {file && !perPhoto && (
          <button type="button" className="link-button" onClick={() => setForPhoto(true)}>
            Use a different reference for this photo
          </button>
        )}
        {perPhoto && (
          <button type="button" className="link-button" onClick={goBack}>
            Go back to the batch&apos;s reference
          </button>
        )}
      </p>
      {value ? (
        <>
          <button
            type="button"
            className={styles.eyedropper}
            data-look="surface"
            onClick={pick}
            aria-label="Pick a hint colour from the reference photo (from the keyboard: the colour at its middle)"
            data-testid="reference-eyedropper"
          >
            <img src={value} alt="" draggable={false} />
          </button>
          <p className={pictureStyles.help} aria-live="polite">
            {picked && `Picked ${picked}.`}
          </p>
          <button type="button" className={`link-button ${pictureStyles.link}`} onClick={() => set("")}>
            Remove the reference
          </button>
        </>
      ) : (
        perPhoto && (
          <p className={pictureStyles.help}>
            {own === undefined ? `Until one is chosen, ${fileName} takes the batch's reference.` : `${fileName} has no reference.`}
          </p>
        )
      )}
      {problem && (
        <p className={pictureStyles.error} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
