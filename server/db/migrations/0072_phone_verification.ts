import type { Kysely } from 'kysely';

/**
 * Phone verification by SMS (issue #35, server/gateway/sms/phone-verification.ts): texts go only
 * to a number its owner proved by a code sent to it. `notification_preferences.phone_verified_at`
 * is set when the code matched for that number and cleared when the number changes;
 * `phone_verifications` holds the pending code of each person (hashed, expiring, attempts
 * counted) and their recent sends (rate limit). Plain columns: both dialects.
 */
export interface PhoneVerificationTables {
  notification_preferences: {
    /** ISO UTC when the current phone was verified; null when it was not. */
    phone_verified_at: string | null;
  };
  phone_verifications: {
    user_id: string;
    /** The E.164 number the code was sent to. */
    phone: string;
    /** sha256 hex of the code. */
    code_hash: string;
    /** ISO UTC. */
    expires_at: string;
    /** Wrong codes entered against this code. */
    attempts: number;
    /** ISO UTC of the sends in the rate-limit window, as a JSON array. */
    sent_at_json: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('notification_preferences').addColumn('phone_verified_at', 'text').execute();
  await db.schema
    .createTable('phone_verifications')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sent_at_json', 'text', (c) => c.notNull())
    .execute();
}
