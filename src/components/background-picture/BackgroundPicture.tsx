import { type ChangeEvent, useId, useState } from "react";
import { pictureDataUrl } from "./picture";
import * as styles from "./BackgroundPicture.module.css";

interface Props {
  /** The chosen picture as a data URL, or "" for none. */
  value: string;
  onChange: (value: string) => void;
  /** What the picture is for, said while none is chosen. */
  help: string;
}

/** A background picture for the tools that lay a subject on one: a file picker and its preview. */
export function BackgroundPicture({ value, onChange, help }: Props) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    setReading(true);
    setProblem(null);
    try {
      onChange(await pictureDataUrl(file));
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
      {value ? (
        <>
          <img className={styles.preview} src={value} alt="The chosen background" />
          <button type="button" className={`link-button ${styles.link}`} onClick={() => onChange("")}>
            Remove the picture
          </button>
        </>
      ) : (
        <p className={styles.help}>{help}</p>
      )}
      {problem && (
        <p className={styles.error} role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
