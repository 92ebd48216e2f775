import type { Generated, Kysely } from 'kysely';

/**
 * The logbook's daily digest (issue #36, server/gateway/logbook/logbook-digest.*): each person's
 * choice (`notification_preferences.logbook_digest`, off unless they turn it on) and one row per
 * person and logbook day whose digest was dealt with — mailed, or found empty — so a day is never
 * mailed twice, whichever process runs the job (the primary key decides). Plain columns: both dialects.
 */
export interface LogbookDigestTables {
  notification_preferences: {
    /** 1: mail me a digest of yesterday's logbook each morning. */
    logbook_digest: Generated<number>;
  };
  logbook_digests: {
    user_id: string;
    /** The logbook day (yyyy-MM-dd) the digest reports. */
    log_date: string;
    /** Entries of that day listed; with `open_count` 0 too, nothing was mailed. */
    entry_count: number;
    /** Open follow-ups of earlier days listed. */
    open_count: number;
    /** ISO UTC. */
    created_at: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('notification_preferences')
    .addColumn('logbook_digest', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('logbook_digests')
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('log_date', 'text', (c) => c.notNull())
    .addColumn('entry_count', 'integer', (c) => c.notNull())
    .addColumn('open_count', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('logbook_digests_pkey', ['user_id', 'log_date'])
    .execute();
}
