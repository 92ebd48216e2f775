import type { Generated, Kysely } from 'kysely';

/**
 * Availability and time off (issue #34, server/gateway/schedules/): the weekly recurring times a
 * person cannot work at a location (local wall times of the location's zone), and their
 * time-off requests there (a range of local dates, whole days or from–to times), which a manager
 * of the location approves or refuses. Plain integer and text columns, so the same migration
 * runs on SQLite and PostgreSQL.
 */
export interface ScheduleAvailabilityTables {
  schedule_unavailability: {
    id: Generated<number>;
    /** The location. */
    brand_id: number;
    user_id: string;
    /** ISO weekday, 1 (Monday) to 7 (Sunday). */
    weekday: number;
    /** Local wall time `HH:mm`, before `to_time`. */
    from_time: string;
    /** Local wall time `HH:mm` (`24:00`: the end of the day). */
    to_time: string;
  };
  time_off_requests: {
    id: Generated<number>;
    brand_id: number;
    user_id: string;
    /** First local date, `YYYY-MM-DD`. */
    starts_on: string;
    /** Last local date, `YYYY-MM-DD`, on or after `starts_on`. */
    ends_on: string;
    /** Null with `to_time` null: whole days. Else the local time it starts on `starts_on`. */
    from_time: string | null;
    /** The local time it ends on `ends_on`. */
    to_time: string | null;
    reason: string;
    /** 'PENDING' | 'APPROVED' | 'REFUSED' | 'CANCELLED' */
    status: string;
    /** The manager's note with the decision ('' when none). */
    note: string;
    created_at: string;
    decided_at: string | null;
    decided_by_user_id: string | null;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('schedule_unavailability')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('from_time', 'text', (c) => c.notNull())
    .addColumn('to_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('schedule_unavailability_brand_user')
    .on('schedule_unavailability')
    .columns(['brand_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('time_off_requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
    .addColumn('starts_on', 'text', (c) => c.notNull())
    .addColumn('ends_on', 'text', (c) => c.notNull())
    .addColumn('from_time', 'text')
    .addColumn('to_time', 'text')
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by_user_id', 'text')
    .execute();
  await db.schema
    .createIndex('time_off_requests_brand')
    .on('time_off_requests')
    .columns(['brand_id', 'status', 'ends_on'])
    .execute();
  await db.schema
    .createIndex('time_off_requests_user')
    .on('time_off_requests')
    .columns(['user_id', 'ends_on'])
    .execute();
}
