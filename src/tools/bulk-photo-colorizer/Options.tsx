/**
 * Colour hints placed on the focused photo, and the reference photo. Hints placed here belong to
 * that photo (each photo needs its own: a dress here, a sky there); a photo without hints of its own
 * takes the batch's, which a button sets from the photo in view for a series shot the same way.
 */
import { type KeyboardEvent, useId, useState } from "react";
import type { OptionsProps } from "../../bulk/types";
import { ZOOMS } from "../../bulk/ui/region-editor/mark-tools";
import { ColourChoice } from "./ColourChoice";
import { countHints, useHintEditor } from "./hint-editor";
import { hintsNote } from "./hints-note";
import { HintStage } from "./HintStage";
import type { Settings } from "./meta";
import { FIRST_COLOUR } from "./palette";
import { ReferencePhoto } from "./ReferencePhoto";
import * as markStyles from "../../bulk/ui/region-editor/MarkEditor.module.css";

export function Options({ settings, onChange, file, onFileChange, onUseForEveryFile }: OptionsProps<Settings>) {
  // Held here rather than per photo, so the colour and the zoom stay as set from one photo to the next.
  const [colour, setColour] = useState(FIRST_COLOUR);
  const [zoom, setZoom] = useState<number>(1);
  const shareHelpId = useId();
  const own = file?.overrides?.hints;
  const editor = useHintEditor(file?.id ?? "", own ?? settings.hints, (hints) => onFileChange({ hints }));

  const pick = (picked: string) => {
    setColour(picked);
    editor.recolour(picked);
  };
  // Keyed by photo: a photo's own reference, half chosen, must not carry over to the next.
  const reference = (
    <ReferencePhoto key={file?.id ?? ""} settings={settings} onChange={onChange} file={file} onFileChange={onFileChange} onPick={pick} />
  );
  if (!file)
    return (
      <>
        <p className={markStyles.note}>Add photos to place colour hints on each.</p>
        {reference}
      </>
    );

  const fileName = file.name.split("/").pop() ?? file.name;
  const hasHints = (text: string) => text.trim() !== "";
  const canShare = own !== undefined && hasHints(own);
  const canGoBack = own !== undefined && hasHints(settings.hints) && own !== settings.hints;
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey || event.key.toLowerCase() !== "z" || !editor.undo) return;
    event.preventDefault();
    editor.undo();
  };
  const selected = editor.selected === null ? null : editor.selected + 1;

  return (
    <>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- the group takes Ctrl/Cmd+Z from whichever of its controls has focus */}
      <div className={markStyles.editor} role="group" aria-label="Colour hints" onKeyDown={onKeyDown}>
        <ColourChoice colour={colour} onPick={pick} recolours={selected} />
        <div className={markStyles.actions}>
          <span role="group" aria-label="Zoom" className={markStyles.zoom}>
            {ZOOMS.map((step) => (
              <button
                key={step}
                type="button"
                className="button button-secondary button-small"
                aria-pressed={zoom === step}
                onClick={() => setZoom(step)}
              >
                {step}×<span className="visually-hidden"> zoom</span>
              </button>
            ))}
          </span>
          <button type="button" className="button button-secondary button-small" onClick={editor.undo ?? undefined} disabled={!editor.undo}>
            Undo
          </button>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={editor.removeSelected}
            disabled={selected === null}
          >
            Remove this hint
          </button>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={editor.clear}
            disabled={editor.hints.length === 0}
          >
            Clear hints
          </button>
        </div>
        <HintStage
          key={file.id}
          imageUrl={file.url}
          imageWidth={file.width}
          imageHeight={file.height}
          fileName={fileName}
          hints={editor.hints}
          selected={editor.selected}
          zoom={zoom}
          onPlace={(point) => editor.place(point, colour)}
          onSelect={editor.select}
          onRemove={editor.removeSelected}
        />
        {!file.url && (
          <p className={markStyles.note}>
            This browser cannot show {fileName}: the box above has its shape, and hints land on it where placed.
          </p>
        )}
        <p className={markStyles.readout} aria-live="polite">
          {editor.said || (editor.hints.length === 0 ? "No hints yet." : `${countHints(editor.hints.length)}.`)}
        </p>
        <p className={markStyles.note}>
          {hintsNote({
            fileName,
            own,
            batch: settings.hints,
            mode: settings.mode,
            hasReference: (file.overrides?.reference ?? settings.reference) !== "",
          })}
        </p>
        <div className={markStyles.links}>
          {canShare && (
            <button type="button" className="link-button" aria-describedby={shareHelpId} onClick={() => onUseForEveryFile({ hints: own })}>
              Use these hints on every photo
            </button>
          )}
          {canGoBack && (
            <button type="button" className="link-button" onClick={() => onFileChange({ hints: undefined })}>
              Go back to the hints used on every photo
            </button>
          )}
          {hasHints(settings.hints) && (
            <button type="button" className="link-button" onClick={() => onChange({ hints: "" })}>
              Stop using the hints on every photo
            </button>
          )}
        </div>
        {canShare && (
          <p id={shareHelpId} className={markStyles.help}>
            For a series shot the same way (a scanned album, frames of one scene): the hints land at the same place on each. Photos with
            hints of their own keep them.
          </p>
        )}
      </div>
      {reference}
    </>
  );
}
