import { useId } from "react";
import { type Field, isFieldVisible } from "../settings/fields";
import * as styles from "./BulkTool.module.css";

interface Props {
  fields: readonly Field[];
  settings: Record<string, unknown>;
  onChange: (patch: Record<string, unknown>) => void;
}

/** The options a tool's settings schema describes, drawn as form controls. */
export function SettingsForm({ fields, settings, onChange }: Props) {
  return (
    <>
      {fields
        .filter((field) => isFieldVisible(field, settings))
        .map((field) => (
          <FieldControl key={field.key} field={field} value={settings[field.key]} onChange={(value) => onChange({ [field.key]: value })} />
        ))}
    </>
  );
}

function FieldControl({ field, value, onChange }: { field: Field; value: unknown; onChange: (value: unknown) => void }) {
  const id = useId();
  const describedBy = field.description ? `${id}-help` : undefined;
  const help = field.description && (
    <span id={`${id}-help`} className={styles.help}>
      {field.description}
    </span>
  );
  if (field.kind === "boolean") {
    return (
      <div className={styles.field}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={Boolean(value)}
            aria-describedby={describedBy}
            onChange={(event) => onChange(event.target.checked)}
          />
          {field.title}
        </label>
        {help}
      </div>
    );
  }
  if (field.kind === "enum" && field.widget === "radio") {
    return (
      <fieldset className={styles.field} aria-describedby={describedBy}>
        <legend>{field.title}</legend>
        <div className={styles.radios}>
          {field.options.map((option) => (
            <label key={option.value} className={styles.check}>
              <input type="radio" name={id} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />
              {option.label}
            </label>
          ))}
        </div>
        {help}
      </fieldset>
    );
  }
  return (
    <div className={styles.field}>
      <label htmlFor={id}>
        {field.title}
        {field.kind === "number" && field.widget === "range" && <output htmlFor={id}>{` ${String(value)}${field.unit ?? ""}`}</output>}
      </label>
      {field.kind === "enum" && (
        <select id={id} value={String(value)} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)}>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
      {field.kind === "number" && (
        <input
          id={id}
          type={field.widget}
          min={field.min}
          max={field.max}
          step={field.step}
          value={Number(value)}
          aria-describedby={describedBy}
          onChange={(event) => {
            const next = event.target.valueAsNumber;
            if (Number.isFinite(next)) onChange(next);
          }}
        />
      )}
      {field.kind === "string" && field.widget === "textarea" && (
        <textarea
          id={id}
          rows={4}
          maxLength={field.maxLength}
          value={String(value)}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {field.kind === "string" && field.widget !== "textarea" && (
        <input
          id={id}
          type={field.widget}
          maxLength={field.maxLength}
          value={String(value)}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {help}
    </div>
  );
}
