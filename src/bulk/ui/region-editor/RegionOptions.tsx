/**
 * A box on the focused image that applies either to every image of the batch (stored relative, so
 * it lands in the same place on each) or to the focused image only (a per-file setting, which runs
 * that file again). Shared by the tools that ask for a region: the cropper, the blur.
 */
import { useId, useState } from "react";
import type { FocusedFile } from "../../types";
import type { RelBox } from "../../../lib/relative-box";
import { RegionEditor } from "./RegionEditor";
import * as styles from "./RegionEditor.module.css";

interface Props {
  label: string;
  file: FocusedFile<unknown> | null;
  batchBox: RelBox;
  /** The focused image's own box, when it has one. */
  fileBox: RelBox | null;
  aspect: number | null;
  shade: boolean;
  /** What the box does under the current settings, said under it. */
  note?: string;
  onBatchChange: (box: RelBox) => void;
  /** Sets the focused image's own box, or with null gives it back the batch's. */
  onFileChange: (box: RelBox | null) => void;
}

export function RegionOptions(props: Props) {
  if (!props.file) return <p className={styles.readout}>Add images to place the {props.label.toLowerCase()} on one of them.</p>;
  // Keyed by file, so the scope choice starts afresh from what each file has.
  return <FileRegion key={props.file.id} {...props} file={props.file} />;
}

function FileRegion({
  label,
  file,
  batchBox,
  fileBox,
  aspect,
  shade,
  note,
  onBatchChange,
  onFileChange,
}: Props & { file: FocusedFile<unknown> }) {
  const name = useId();
  const [ownBox, setOwnBox] = useState(fileBox !== null);
  const fileName = file.name.split("/").pop() ?? file.name;
  const useBatchBox = () => {
    setOwnBox(false);
    if (fileBox) onFileChange(null);
  };
  return (
    <>
      <fieldset className={styles.scope}>
        <legend>{label} applies to</legend>
        <label>
          <input type="radio" name={name} checked={!ownBox} onChange={useBatchBox} /> All images
        </label>
        <label>
          <input type="radio" name={name} checked={ownBox} onChange={() => setOwnBox(true)} /> This image only
        </label>
      </fieldset>
      <RegionEditor
        label={label}
        imageUrl={file.url}
        imageWidth={file.width}
        imageHeight={file.height}
        value={(ownBox && fileBox) || batchBox}
        aspect={aspect}
        shade={shade}
        onCommit={ownBox ? onFileChange : onBatchChange}
      />
      <p className={`${styles.readout} ${styles.note}`}>
        {ownBox ? `Changes apply to ${fileName} only.` : `Drawn on ${fileName}; the same place is used on every image.`} {note}
      </p>
    </>
  );
}
