import { useState } from "react";
import { FileName } from "./FileName";
import * as styles from "./BulkTool.module.css";

interface Props {
  before: string;
  after: string;
  label: string;
}

/** Before on the left, after on the right, split where the visitor puts the slider. */
export function CompareSlider({ before, after, label }: Props) {
  const [split, setSplit] = useState(50);
  return (
    <figure className={styles.compare} data-testid="compare">
      <div className={styles.compareStage}>
        <img src={after} alt={`${label}, after`} className={styles.compareImage} />
        <img
          src={before}
          alt={`${label}, before`}
          className={`${styles.compareImage} ${styles.compareBefore}`}
          style={{ clipPath: `inset(0 ${100 - split}% 0 0)` }}
        />
        <div className={styles.compareLine} style={{ left: `${split}%` }} aria-hidden="true" />
      </div>
      <label className={styles.compareControl}>
        <span className="visually-hidden">Before and after split, in percent</span>
        <input type="range" min={0} max={100} value={split} onChange={(event) => setSplit(event.target.valueAsNumber)} />
      </label>
      <figcaption>
        <FileName name={label} suffix=":" /> before (left) and after (right)
      </figcaption>
    </figure>
  );
}
