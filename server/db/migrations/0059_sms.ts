import type { Generated, Kysely } from 'kysely';

/**
 * SMS (issue #35, server/gateway/sms/): each person's notification channels and the phone number
 * texts go to; opt-outs per phone number (STOP / START from the inbound webhook); the inbound
 * messages seen, by Twilio's MessageSid (a replayed webhook is refused); sends already made, by
 * job key (a job that runs twice texts once); the local sandbox's messages (DEV_PAGES); and the
 * channel a thread message came by. Plain text and integer columns: one migration for both dialects.
 */
export interface SmsTables {
  notification_preferences: {
    user_id: string;
    /** 1: mail, SMS, in-app notifications wanted. */
    email: number;
    sms: number;
    in_app: number;
    /** E.164; null when none was given (then `sms` is 0). */
    phone: string | null;
    /** ISO UTC. */
    updated_at: string;
  };
  sms_opt_outs: {
    /** E.164. A row: the number sent STOP (and no START since). */
    phone: string;
    /** ISO UTC. */
    created_at: string;
  };
  sms_inbound: {
    /** Twilio's MessageSid: seen once. */
    message_sid: string;
    from_phone: string;
    body: string;
    /** The thread message it became; null when it matched no open application or was a keyword. */
    application_message_id: number | null;
    received_at: string;
  };
  sms_deliveries: {
    /** The send job's key. */
    delivery_key: string;
    /** The provider's message sid. */
    provider_sid: string;
    to_phone: string;
    sent_at: string;
  };
  sms_sandbox_messages: {
    id: Generated<number>;
    /** 'SM' + 32 hex, as Twilio's. */
    sid: string;
    /** 'OUTBOUND' (we sent it) | 'INBOUND' (the sandbox sent it to our webhook). */
    direction: string;
    from_phone: string;
    to_phone: string;
    body: string;
    /** OUTBOUND: 'queued'; INBOUND: the webhook's HTTP status. */
    status: string;
    created_at: string;
  };
  application_messages: {
    /** 'APP' (written in Brigade) | 'SMS' (a candidate's text, by the inbound webhook). */
    channel: Generated<string>;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'integer', (c) => c.notNull())
    .addColumn('sms', 'integer', (c) => c.notNull())
    .addColumn('in_app', 'integer', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notification_preferences_phone')
    .on('notification_preferences')
    .column('phone')
    .execute();
  await db.schema
    .createTable('sms_opt_outs')
    .addColumn('phone', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sms_inbound')
    .addColumn('message_sid', 'text', (c) => c.primaryKey())
    .addColumn('from_phone', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('application_message_id', 'integer')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sms_deliveries')
    .addColumn('delivery_key', 'text', (c) => c.primaryKey())
    .addColumn('provider_sid', 'text', (c) => c.notNull())
    .addColumn('to_phone', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('sms_sandbox_messages')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('sid', 'text', (c) => c.notNull().unique())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('from_phone', 'text', (c) => c.notNull())
    .addColumn('to_phone', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('application_messages')
    .addColumn('channel', 'text', (c) => c.notNull().defaultTo('APP'))
    .execute();
}
