/**
 * The contact form's rules, one copy for the page (messages beside the fields) and the server's
 * POST /api/v1/contact (its JSON schema and its field errors), so the two can never disagree.
 */

export const CONTACT_FIELDS = ["name", "email", "topic", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactMessage = Record<ContactField, string>;
export type ContactFieldErrors = Partial<Record<ContactField, string>>;

export const CONTACT_LIMITS = { name: 200, email: 254, topic: 100, messageMin: 10, messageMax: 10_000 } as const;

/** Filled only by bots: people never see it and assistive technology skips it. */
export const HONEYPOT_FIELD = "website";

/** The body of POST /api/v1/contact. */
export type ContactRequest = ContactMessage & Partial<Record<typeof HONEYPOT_FIELD, string>>;

/** Something@something.tld with no spaces: the shape a typo breaks, not a full RFC 5322 check. */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** The topic when the page lists none. */
export const DEFAULT_TOPIC = "General question";

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

export function contactFieldErrors(values: Partial<Record<ContactField, unknown>>): ContactFieldErrors {
  const errors: ContactFieldErrors = {};
  const name = text(values.name);
  const email = text(values.email);
  const topic = text(values.topic);
  const message = text(values.message);
  if (name === "") errors.name = "Enter your name.";
  else if (name.length > CONTACT_LIMITS.name) errors.name = `Shorten your name to ${CONTACT_LIMITS.name} characters.`;
  if (email === "") errors.email = "Enter your e-mail address, so we can answer.";
  else if (email.length > CONTACT_LIMITS.email || !EMAIL_SHAPE.test(email))
    errors.email = "Enter an e-mail address like ann@example.com: this one is not complete.";
  if (topic === "") errors.topic = "Choose a topic.";
  else if (topic.length > CONTACT_LIMITS.topic) errors.topic = "Choose one of the listed topics.";
  if (message === "") errors.message = "Write your message.";
  else if (message.length < CONTACT_LIMITS.messageMin)
    errors.message = `Write at least ${CONTACT_LIMITS.messageMin} characters, so we can help (${message.length} so far).`;
  else if (message.length > CONTACT_LIMITS.messageMax)
    errors.message = `Shorten your message to ${CONTACT_LIMITS.messageMax.toLocaleString("en")} characters (it has ${message.length.toLocaleString("en")}).`;
  return errors;
}

/** The message as sent: every field trimmed. */
export function trimmedContact(values: ContactMessage): ContactMessage {
  return { name: values.name.trim(), email: values.email.trim(), topic: values.topic.trim(), message: values.message.trim() };
}

const slugOf = (topic: string) =>
  topic
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** The listed topic `?topic=` names, by its text or its slug in any case ("feedback", "billing-and-licenses"); else the first. */
export function topicFromQuery(search: string, topics: readonly string[]): string {
  const wanted = new URLSearchParams(search).get("topic");
  const match = wanted ? topics.find((topic) => slugOf(topic) === slugOf(wanted)) : undefined;
  return match ?? topics[0] ?? DEFAULT_TOPIC;
}
