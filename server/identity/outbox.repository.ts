import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { queueMessage, type OutboxMessage } from '../jobs/mail.job';

export type { OutboxMessage };

/**
 * Sends a message through the job queue (issue #35): queued in the caller's transaction when given
 * one (a message of a failed call is never sent), delivered to the `outbox` table (and
 * /dev/outbox) by the mail job right after commit. Resolves with the delivery key.
 */
export function sendToOutbox(db: Kysely<Database>, message: OutboxMessage): Promise<string> {
  return queueMessage(db, message);
}
