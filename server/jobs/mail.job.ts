import crypto from 'node:crypto';
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Kysely } from 'kysely';
import { sanitizeLanguage } from '../../src-domain';
import type { Database } from '../db/schema';
import type { MailTransport } from '../mail/mail-transport';
import { MAIL_TEMPLATES, renderMail, type MailTemplate } from '../mail/mail-templates';
import { enqueue } from './job-queue';
import type { JobHandler } from './job-queue.port';

/**
 * A message the server sends (issue #35): a template of server/mail in the recipient's language
 * with its values (a code, a link…). Rendered when the job runs, not in the request that queues it.
 */
export const OutboxMessage = Type.Object({
  channel: Type.Union([Type.Literal('email'), Type.Literal('sms')]),
  recipient: Type.String(),
  /** One of the eight languages; anything else is sent in English. */
  language: Type.String(),
  template: Type.Union(MAIL_TEMPLATES.map((name) => Type.Literal(name))),
  values: Type.Record(Type.String(), Type.String()),
  /** An ICS calendar invitation (METHOD:REQUEST or CANCEL) sent with the mail (interviews). */
  ics: Type.Optional(Type.String()),
});
export type OutboxMessage = Static<typeof OutboxMessage> & { readonly template: MailTemplate };

const MAIL_JOB = 'mail.send';

/**
 * Queues `message` in `trx` (the transaction of the write that causes it: a rolled-back write
 * sends nothing). The job's key is a fresh uuid, stored with the message as `outbox.delivery_key`
 * (unique): a job that runs twice delivers once. Resolves with that key.
 */
export async function queueMessage(trx: Kysely<Database>, message: OutboxMessage): Promise<string> {
  const key = `mail:${crypto.randomUUID()}`;
  await enqueue(trx, MAIL_JOB, message, { jobKey: key });
  return key;
}

/**
 * The mail job: renders the message in its language, sends a mail through `transport` when one is
 * configured (SMTP_URL), and records it in the outbox (the delivery log, and /dev/outbox). The
 * outbox row is keyed by the job key: a run that finds its row already there did everything and
 * stops, so a second run (the process died before the job was marked done) sends nothing again.
 * A process that dies between the SMTP send and the insert sends once more, with the same
 * Message-ID, which receivers use to drop the copy (at least once, never lost).
 */
export function mailJob(transport: MailTransport | undefined) {
  const handler: JobHandler = async (payload, run) => {
    if (!Value.Check(OutboxMessage, payload)) throw new Error('mail.send: the payload is not a message');
    const key = run.jobKey ?? `mail-job:${run.id}`;
    const delivered = await run.db
      .selectFrom('outbox')
      .select('id')
      .where('delivery_key', '=', key)
      .executeTakeFirst();
    if (delivered) return;
    const language = sanitizeLanguage(payload.language) ?? 'en';
    const mail = await renderMail(payload.template as MailTemplate, language, payload.values);
    if (payload.channel === 'email' && transport) {
      await transport.send({
        to: payload.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: `<${key.replace(/[^\w.-]/g, '-')}@brigade.mail>`,
        ...(payload.ics ? { ics: payload.ics } : {}),
      });
    }
    await run.db
      .insertInto('outbox')
      .values({
        channel: payload.channel,
        recipient: payload.recipient,
        subject: mail.subject,
        body: mail.text,
        html: payload.channel === 'email' ? mail.html : null,
        language,
        created_at: new Date().toISOString(),
        delivery_key: key,
        ics: payload.channel === 'email' ? (payload.ics ?? null) : null,
      })
      .onConflict((oc) => oc.column('delivery_key').doNothing())
      .execute();
  };
  return { name: MAIL_JOB, handler } as const;
}
