import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A message the server "sends": locally it lands in the `outbox` table (and /dev/outbox). */
export interface OutboxMessage {
  readonly channel: 'email' | 'sms';
  readonly recipient: string;
  readonly subject: string;
  readonly body: string;
}

/** Appends a message; joins the caller's transaction when given one. Returns its id. */
export async function sendToOutbox(db: Kysely<Database>, message: OutboxMessage): Promise<number> {
  const row = await db
    .insertInto('outbox')
    .values({
      channel: message.channel,
      recipient: message.recipient,
      subject: message.subject,
      body: message.body,
      created_at: new Date().toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
