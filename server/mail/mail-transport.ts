import nodemailer from 'nodemailer';
import type { MailConfig } from './mail.config';

/** One mail handed to an SMTP server. */
export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** Stable per delivery (the job's key): a retried send repeats it, so receivers can drop the copy. */
  readonly messageId: string;
  /** An ICS calendar object, sent as nodemailer's `icalEvent` (its METHOD read from the text). */
  readonly ics?: string;
}

/** Sends mail; rejects when the server refused it (the job is retried with backoff). */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

/** The SMTP transport of `config`, or undefined when mail is only captured (no SMTP_URL). */
export function createMailTransport(config: MailConfig): MailTransport | undefined {
  if (!config.smtpUrl) return undefined;
  const transporter = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(mail) {
      await transporter.sendMail({
        from: config.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: mail.messageId,
        ...(mail.ics
          ? { icalEvent: { method: /^METHOD:(\w+)/m.exec(mail.ics)?.[1] ?? 'REQUEST', content: mail.ics } }
          : {}),
      });
    },
  };
}
