/** The colour the next hint is placed in (and the selected hint takes): a palette of common colours and a colour input. */
import { useEffect, useId, useRef } from "react";
import { PALETTE } from "./palette";
import * as styles from "./Options.module.css";

interface Props {
  colour: string;
  onPick: (colour: string) => void;
  /** The number of the selected hint, which a colour picked now recolours; null for none. */
  recolours: number | null;
}

export function ColourChoice({ colour, onPick, recolours }: Props) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);

  // The browser's picker reports every step of a drag as an input event; only the colour it settles
  // on (its change event, which React does not expose apart) is picked, so recolouring a hint is one
  // edit to undo and one run of the photo, not dozens. Uncontrolled for the same reason.
  useEffect(() => {
    const element = input.current;
    if (!element) return;
    const settle = () => onPick(element.value);
    element.addEventListener("change", settle);
    return () => element.removeEventListener("change", settle);
  }, [onPick]);
  useEffect(() => {
    if (input.current) input.current.value = colour;
  }, [colour]);

  return (
    <div className={styles.colours}>
      <div role="group" aria-label="Common colours" className={styles.palette}>
        {PALETTE.map(({ name, color }) => (
          <button
            key={name}
            type="button"
            className={styles.swatch}
            data-look="surface"
            style={{ backgroundColor: color }}
            title={`${name} ${color}`}
            aria-pressed={color === colour}
            onClick={() => onPick(color)}
          >
            <span className="visually-hidden">{name}</span>
          </button>
        ))}
      </div>
      <div className={styles.colourRow}>
        <label htmlFor={id}>Hint colour</label>
        <input ref={input} id={id} type="color" defaultValue={colour} />
        <code>{colour}</code>
      </div>
      <p className={styles.help}>
        {recolours === null
          ? "Only a hint's tint reaches the photo; each spot keeps its own lightness."
          : `A colour picked now recolours hint ${recolours}.`}
      </p>
    </div>
  );
}
