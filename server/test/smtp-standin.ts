import { type AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on loopback that keeps what it receives, for the tests' mail. */
export async function startSmtp(): Promise<{
  url: string;
  mails: ReceivedMail[];
  next(to: string): Promise<ReceivedMail>;
  close(): Promise<void>;
}> {
  const mails: ReceivedMail[] = [];
  const waiting: { to: string; resolve: (mail: ReceivedMail) => void }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail = { to: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw: Buffer.concat(chunks).toString("utf8") };
        mails.push(mail);
        for (const waiter of waiting.splice(0)) {
          if (mail.to.includes(waiter.to)) waiter.resolve(mail);
          else waiting.push(waiter);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  const seen = new Map<string, number>();
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The next mail to the address that this call has not returned yet. */
    next(to) {
      const skip = seen.get(to) ?? 0;
      seen.set(to, skip + 1);
      const already = mails.filter((mail) => mail.to.includes(to))[skip];
      if (already) return Promise.resolve(already);
      return new Promise((resolve) => {
        let count = mails.filter((mail) => mail.to.includes(to)).length;
        const wait = (mail: ReceivedMail) => (count++ === skip ? resolve(mail) : waiting.push({ to, resolve: wait }));
        waiting.push({ to, resolve: wait });
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** The six-digit code in a login mail. */
export function codeIn(mail: ReceivedMail): string {
  const code = /login code is (\d{6})/.exec(mail.raw)?.[1];
  if (!code) throw new Error(`no code in the mail:\n${mail.raw}`);
  return code;
}
