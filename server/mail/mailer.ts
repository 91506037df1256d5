import fs from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
  close(): void;
}

/** Mail over SMTP (SMTP_URL), as nodemailer speaks it. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP, each mail is written to `<outbox>/<time>-<n>.eml` as the server would have sent it, so
 * a fresh machine can still log in: the outbox is the only place a login code is written in clear.
 */
export function outboxMailer(outbox: string, from: string, log: (line: string) => void): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  let count = 0;
  return {
    async send(mail) {
      const info = await transport.sendMail({ from, ...mail });
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, "-")}-${++count}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      log(`mail to ${mail.to} written to ${file} (no SMTP_URL): ${mail.subject}`);
    },
    close: () => transport.close(),
  };
}
