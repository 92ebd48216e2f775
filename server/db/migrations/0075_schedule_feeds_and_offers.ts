import type { Generated, Kysely } from 'kysely';
import { runPortable } from './portable-sql';

/**
 * Schedules, the employee's reach (issue #34, server/gateway/schedules/): each person's calendar
 * feed (a secret URL, only its sha256 kept; no row: no feed, so a revoked or rotated token is
 * unknown), an offer made to one colleague rather than the team, and a location's choice to
 * approve covers at once when the rules still hold. Plain columns: both dialects.
 */
export interface ScheduleFeedTables {
  schedule_feed_tokens: {
    /** One feed per person. */
    user_id: string;
    /** sha256 hex of the token in the URL. */
    token_hash: string;
    /** ISO UTC. */
    created_at: string;
  };
  shift_requests: {
    /** The one colleague an offer is made to; null: the team. */
    offered_to_user_id: string | null;
  };
  schedule_settings: {
    /** 1: a take that keeps the labour rules and availability is approved at once; 0: a manager decides. */
    auto_approve_covers: Generated<number>;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('schedule_feed_tokens')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('identity_users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await runPortable(db, `alter table shift_requests add column offered_to_user_id text`);
  await runPortable(
    db,
    `alter table schedule_settings add column auto_approve_covers integer not null default 0`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runPortable(db, `alter table schedule_settings drop column auto_approve_covers`);
  await runPortable(db, `alter table shift_requests drop column offered_to_user_id`);
  await db.schema.dropTable('schedule_feed_tokens').execute();
}
