import { type ChangeEvent, type FormEvent, type ReactNode, useState, useSyncExternalStore } from "react";
import { ApiCallError, type ProductApi, productApi } from "../../lib/api-client";
import {
  CONTACT_FIELDS,
  CONTACT_LIMITS,
  type ContactField,
  type ContactFieldErrors,
  type ContactMessage,
  contactFieldErrors,
  HONEYPOT_FIELD,
  topicFromQuery,
  trimmedContact,
} from "../../lib/contact-form";
import * as styles from "./ContactForm.module.css";

interface Props {
  /** The page's topics; `?topic=` in the address picks one. */
  topics: readonly string[];
  /** Where to write instead when the form cannot send. */
  email: string;
  send?: ProductApi["sendContact"];
}

type Status = { kind: "idle" } | { kind: "sending" } | { kind: "sent"; message: string } | { kind: "failed"; message: string };

const EMPTY = { name: "", email: "", message: "" };
const noSubscription = () => () => undefined;
const defaultSend: ProductApi["sendContact"] = (contact) => productApi().sendContact(contact);

const controlId = (field: ContactField) => `contact-${field}`;
const hintId = (field: ContactField) => `contact-${field}-hint`;
const errorId = (field: ContactField) => `contact-${field}-error`;

const HINTS: Partial<Record<ContactField, string>> = {
  message: `${CONTACT_LIMITS.messageMin} to ${CONTACT_LIMITS.messageMax.toLocaleString("en")} characters. Please leave out passwords and license keys.`,
};

interface FieldProps {
  field: ContactField;
  label: string;
  error: string | undefined;
  children: ReactNode;
}

/** A control with its label above it, then its hint and its error, both of which describe it. */
function Field({ field, label, error, children }: FieldProps) {
  const hint = HINTS[field];
  return (
    <div className={styles.field}>
      <label htmlFor={controlId(field)}>{label}</label>
      {children}
      {hint && (
        <span id={hintId(field)} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId(field)} className={styles.error} data-testid={errorId(field)}>
          {error}
        </span>
      )}
    </div>
  );
}

function failureText(error: unknown, email: string): string {
  if (error instanceof ApiCallError && error.status === 429) return error.message;
  if (error instanceof ApiCallError && error.status < 500) return `Your message was not sent: ${error.message}`;
  return `Your message could not be sent: our server could not be reached. What you wrote is still here, so try again in a moment, or write to ${email}.`;
}

/** Name, e-mail, topic and message, checked here as the server checks them (src/lib/contact-form.ts), sent to POST /api/v1/contact. */
export function ContactForm({ topics, email, send = defaultSend }: Props) {
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  // Read once the page runs, so the server-rendered page and the first render in the browser agree.
  const search = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => "",
  );
  const [values, setValues] = useState(EMPTY);
  const [chosenTopic, setChosenTopic] = useState<string | null>(null);
  const [errors, setErrors] = useState<ContactFieldErrors>({});
  const [checked, setChecked] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  const topic = chosenTopic ?? topicFromQuery(search, topics);
  const contact: ContactMessage = { ...values, topic };

  const showErrors = (form: HTMLFormElement, found: ContactFieldErrors) => {
    setErrors(found);
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  };

  const change = (field: "name" | "email" | "message") => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    // After a refused submit, each message goes as soon as its field is right.
    if (checked) setErrors(contactFieldErrors({ ...next, topic }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setChecked(true);
    const found = contactFieldErrors(contact);
    if (Object.keys(found).length > 0) {
      setStatus({ kind: "idle" });
      showErrors(form, found);
      return;
    }
    setErrors({});
    setStatus({ kind: "sending" });
    try {
      const honeypot = String(new FormData(form).get(HONEYPOT_FIELD) ?? "");
      const message = await send({ ...trimmedContact(contact), [HONEYPOT_FIELD]: honeypot });
      form.reset();
      setValues(EMPTY);
      setChosenTopic(null);
      setChecked(false);
      setStatus({ kind: "sent", message });
    } catch (error) {
      if (error instanceof ApiCallError && Object.keys(error.fields).length > 0) showErrors(form, error.fields);
      setStatus({ kind: "failed", message: failureText(error, email) });
    }
  };

  /** What every control has: its name, id and test id, its state and what describes it, and its place among the fields to focus. */
  const control = (field: ContactField) => ({
    id: controlId(field),
    name: field,
    required: true,
    "aria-invalid": Boolean(errors[field]),
    "aria-describedby": [HINTS[field] && hintId(field), errors[field] && errorId(field)].filter(Boolean).join(" ") || undefined,
    "data-testid": controlId(field),
  });
  const busy = status.kind === "sending";

  return (
    <form
      className={styles.form}
      method="post"
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby="contact-form-heading"
      data-testid="contact-form"
    >
      <h2 id="contact-form-heading">Send us a message</h2>
      <p className={styles.hint}>Every field is required.</p>
      <Field field="name" label="Your name" error={errors.name}>
        <input {...control("name")} autoComplete="name" value={values.name} onChange={change("name")} />
      </Field>
      <Field field="email" label="Your e-mail address (we answer there)" error={errors.email}>
        <input {...control("email")} type="email" autoComplete="email" value={values.email} onChange={change("email")} />
      </Field>
      <Field field="topic" label="Topic" error={errors.topic}>
        <select {...control("topic")} value={topic} onChange={(event) => setChosenTopic(event.target.value)}>
          {(topics.length > 0 ? topics : [topic]).map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
      </Field>
      <Field field="message" label="Message" error={errors.message}>
        <textarea {...control("message")} rows={8} value={values.message} onChange={change("message")} />
      </Field>
      {/* Filled only by bots, which fill in every field: the server then drops the message (server/routes/contact.ts). */}
      <div className={styles.honeypot} aria-hidden="true">
        <label>
          Leave this field empty
          <input name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      <button className="button" type="submit" disabled={!ready || busy} data-testid="contact-send">
        {busy ? "Sending…" : "Send message"}
      </button>
      <p role="status" className={styles.sent} data-testid="contact-sent">
        {status.kind === "sent" ? status.message : ""}
      </p>
      <p role="alert" className={styles.error} data-testid="contact-failed" hidden={status.kind !== "failed"}>
        {status.kind === "failed" ? status.message : ""}
      </p>
    </form>
  );
}
