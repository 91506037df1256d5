import type { ContactMessage } from "../../src/lib/contact-form";
import type { Mail } from "./mailer";

export function accessCodeMail(to: string, code: string): Mail {
  return {
    to,
    subject: `Your PixelBatch login code: ${code}`,
    text: [
      `Your PixelBatch login code is ${code}.`,
      "",
      "It works once, for 10 minutes. If you did not ask for it, ignore this e-mail: nobody can log in without the code.",
    ].join("\n"),
  };
}

export function contactMail(to: string, contact: ContactMessage): Mail {
  return {
    to,
    replyTo: `${contact.name.replace(/[<>"\r\n]/g, "")} <${contact.email}>`,
    subject: `[Contact] ${contact.topic}: ${contact.name}`.replace(/[\r\n]+/g, " ").slice(0, 200),
    text: [`From: ${contact.name} <${contact.email}>`, `Topic: ${contact.topic}`, "", contact.message].join("\n"),
  };
}
