import { type ChangeEvent, type FormEvent, useRef, useState, useSyncExternalStore } from "react";
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

const errorId = (field: ContactField) => `contact-${field}-error`;

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
  const fields = useRef<Partial<Record<ContactField, HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>>({});

  const topic = chosenTopic ?? topicFromQuery(search, topics);
  const contact: ContactMessage = { ...values, topic };

  const showErrors = (found: ContactFieldErrors) => {
    setErrors(found);
    const first = CONTACT_FIELDS.find((field) => found[field]);
    if (first) fields.current[first]?.focus();
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
      showErrors(found);
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
      if (error instanceof ApiCallError && Object.keys(error.fields).length > 0) showErrors(error.fields);
      setStatus({ kind: "failed", message: failureText(error, email) });
    }
  };

  const described = (field: ContactField, hint?: string) => [hint, errors[field] && errorId(field)].filter(Boolean).join(" ") || undefined;
  const fieldError = (field: ContactField) =>
    errors[field] && (
      <span id={errorId(field)} className={styles.fieldError} data-testid={errorId(field)}>
        {errors[field]}
      </span>
    );
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
      <div className={styles.field}>
        <label htmlFor="contact-name">Your name</label>
        <input
          id="contact-name"
          name="name"
          required
          autoComplete="name"
          value={values.name}
          onChange={change("name")}
          aria-invalid={Boolean(errors.name)}
          aria-describedby={described("name")}
          ref={(element) => void (fields.current.name = element)}
          data-testid="contact-name"
        />
        {fieldError("name")}
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-email">Your e-mail address (we answer there)</label>
        <input
          id="contact-email"
          name="email"
          type="email"
          required
          autoComplete="email"
          value={values.email}
          onChange={change("email")}
          aria-invalid={Boolean(errors.email)}
          aria-describedby={described("email")}
          ref={(element) => void (fields.current.email = element)}
          data-testid="contact-email"
        />
        {fieldError("email")}
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-topic">Topic</label>
        <select
          id="contact-topic"
          name="topic"
          required
          value={topic}
          onChange={(event) => setChosenTopic(event.target.value)}
          aria-invalid={Boolean(errors.topic)}
          aria-describedby={described("topic")}
          ref={(element) => void (fields.current.topic = element)}
          data-testid="contact-topic"
        >
          {(topics.length > 0 ? topics : [topic]).map((option) => (
            <option key={option}>{option}</option>
          ))}
        </select>
        {fieldError("topic")}
      </div>
      <div className={styles.field}>
        <label htmlFor="contact-message">Message</label>
        <textarea
          id="contact-message"
          name="message"
          required
          rows={8}
          value={values.message}
          onChange={change("message")}
          aria-invalid={Boolean(errors.message)}
          aria-describedby={described("message", "contact-message-hint")}
          ref={(element) => void (fields.current.message = element)}
          data-testid="contact-message"
        />
        <span id="contact-message-hint" className={styles.hint}>
          {CONTACT_LIMITS.messageMin} to {CONTACT_LIMITS.messageMax.toLocaleString("en")} characters. Please leave out passwords and license
          keys.
        </span>
        {fieldError("message")}
      </div>
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
      <p role="alert" className={styles.failed} data-testid="contact-failed" hidden={status.kind !== "failed"}>
        {status.kind === "failed" ? status.message : ""}
      </p>
    </form>
  );
}
