import { type ChangeEvent, useId, useState } from "react";
import type { OptionsProps } from "../../bulk/types";
import type { Settings } from "./meta";
import { pictureDataUrl } from "./picture";
import * as styles from "./Options.module.css";

/** The background picture (while "Subject on a background picture" is chosen): a file picker and its preview. */
export function Options({ settings, onChange }: OptionsProps<Settings>) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  if (settings.background !== "image") return null;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setReading(true);
    setProblem(null);
    try {
      onChange({ backgroundImage: await pictureDataUrl(file) });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setReading(false);
    }
  };

  return (
    <div className={styles.panel}>
      <label htmlFor={id} className={styles.label}>
        Background picture
      </label>
      <input id={id} type="file" accept="image/*" onChange={choose} disabled={reading} data-testid="background-picture" />
      {settings.backgroundImage ? (
        <>
          <img className={styles.preview} src={settings.backgroundImage} alt="The chosen background" />
          <button type="button" className={`link-button ${styles.link}`} onClick={() => onChange({ backgroundImage: "" })}>
            Remove the picture
          </button>
        </>
      ) : (
        <p className={styles.help}>Choose the picture to put behind every subject. It fills the whole output, centred and cut to fit.</p>
      )}
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
