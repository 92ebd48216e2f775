/**
 * Where mail goes (issue #35, README "Mail and texts"): with `SMTP_URL` set, every mail is sent
 * through that SMTP server (nodemailer's URL form, `smtps://user:pass@smtp.example.com:465` or
 * `smtp://…:587` with STARTTLS) from `MAIL_FROM`; unset, mail is only captured in the outbox
 * table (GET /dev/outbox in development). The URL holds a password: never log it.
 */
export interface MailConfig {
  /** `SMTP_URL`; undefined: capture only. */
  readonly smtpUrl: string | undefined;
  /** `MAIL_FROM` ("Brigade <no-reply@localhost>"): the From header of every mail. */
  readonly from: string;
}

export function readMailConfig(env: NodeJS.ProcessEnv): MailConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) {
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL');
  }
  return { smtpUrl, from: env.MAIL_FROM?.trim() || 'Brigade <no-reply@localhost>' };
}
