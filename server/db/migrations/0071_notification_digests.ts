import type { Kysely } from 'kysely';

/**
 * Batched notification mails (issue #35, server/gateway/notifications/): one row per recipient and
 * thread (an application) holding what happened since that thread's last mail to them. The first
 * event opens a 15-minute window (`window_ends_at`) and queues one mail job due at its end; events
 * inside the window add to the row; the job mails the summary and empties the row (window null)
 * in one transaction, so a second run of the job mails nothing. Plain columns: both dialects.
 */
export interface NotificationDigestTables {
  notification_digests: {
    /** The recipient (identity_users.id). */
    user_id: string;
    /** The thread: the application's id. */
    application_id: number;
    /** ISO UTC end of the open window; null when nothing waits. */
    window_ends_at: string | null;
    /** New messages in the window. */
    message_count: number;
    /** The latest message's first characters; null when none in the window. */
    last_excerpt: string | null;
    /** The application's status when it last changed in the window; null when it did not. */
    status: string | null;
    /** The booking link of an interview invitation in the window; null when none. */
    interview_link: string | null;
    /** ISO UTC. */
    updated_at: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('notification_digests')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('application_id', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'text')
    .addColumn('message_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_excerpt', 'text')
    .addColumn('status', 'text')
    .addColumn('interview_link', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_digests_pkey', ['user_id', 'application_id'])
    .execute();
}
