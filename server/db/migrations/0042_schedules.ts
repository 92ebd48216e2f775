import { sql, type Generated, type Kysely } from 'kysely';

/**
 * Schedules (issue #34, server/gateway/schedules/): shifts of a location (a LOCATION brand) by
 * week, each week a draft until published; what changed after publishing, for the person it
 * concerns; cover requests (a person offers a shift, a colleague takes it, a manager decides);
 * each location's labour rules. Instants are ISO UTC text, weeks the local Monday (`YYYY-MM-DD`).
 * Plain integer and text columns, so the same migration runs on SQLite and PostgreSQL.
 */
export interface ScheduleTables {
  schedule_settings: {
    /** The location. No row: the documented defaults (DEFAULT_LABOUR_RULES, zone UTC). */
    brand_id: number;
    /** IANA zone of the location: its days and weeks are local. */
    time_zone: string;
    min_rest_minutes: number;
    max_day_minutes: number;
    max_week_minutes: number;
    notice_days: number;
    updated_at: string;
  };
  schedule_weeks: {
    brand_id: number;
    /** The local Monday. */
    week_start: string;
    /** 'DRAFT' | 'PUBLISHED'; no row is a draft. */
    status: string;
    published_at: string | null;
    published_by_user_id: string | null;
  };
  shifts: {
    id: Generated<number>;
    brand_id: number;
    week_start: string;
    /** Null: an open shift. */
    user_id: string | null;
    position: string;
    starts_at: string;
    ends_at: string;
    break_minutes: number;
    note: string;
    /** Starts at 1, +1 on every change (a stale edit gets 409). */
    version: number;
    created_at: string;
    updated_at: string;
  };
  shift_changes: {
    id: Generated<number>;
    brand_id: number;
    /** Not a foreign key: a removed shift's change outlives it. */
    shift_id: number;
    /** The person told. */
    user_id: string;
    /** 'CHANGED' | 'REMOVED' | 'ASSIGNED' | 'UNASSIGNED' */
    kind: string;
    /** The shift before and after as JSON ({starts_at, ends_at, break_minutes, position, note}); null when none. */
    before_json: string | null;
    after_json: string | null;
    created_at: string;
  };
  shift_requests: {
    id: Generated<number>;
    shift_id: number;
    brand_id: number;
    /** Who offered it; null when an open shift is taken. */
    from_user_id: string | null;
    taker_user_id: string | null;
    /** 'OPEN' (offered) | 'TAKEN' (waits for the manager) | 'APPROVED' | 'REFUSED' | 'CANCELLED' */
    status: string;
    created_at: string;
    taken_at: string | null;
    decided_at: string | null;
    decided_by_user_id: string | null;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('schedule_settings')
    .addColumn('brand_id', 'integer', (c) => c.primaryKey().references('brands.id').onDelete('cascade'))
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('min_rest_minutes', 'integer', (c) => c.notNull())
    .addColumn('max_day_minutes', 'integer', (c) => c.notNull())
    .addColumn('max_week_minutes', 'integer', (c) => c.notNull())
    .addColumn('notice_days', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('schedule_weeks')
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('week_start', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('published_at', 'text')
    .addColumn('published_by_user_id', 'text')
    .addPrimaryKeyConstraint('schedule_weeks_pk', ['brand_id', 'week_start'])
    .execute();
  await db.schema
    .createTable('shifts')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('week_start', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.references('identity_users.id').onDelete('set null'))
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('break_minutes', 'integer', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('shifts_brand_week').on('shifts').columns(['brand_id', 'week_start']).execute();
  await db.schema.createIndex('shifts_user_start').on('shifts').columns(['user_id', 'starts_at']).execute();
  await db.schema
    .createTable('shift_changes')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('shift_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shift_changes_user')
    .on('shift_changes')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('shift_requests')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('shift_id', 'integer', (c) => c.notNull().references('shifts.id').onDelete('cascade'))
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('from_user_id', 'text')
    .addColumn('taker_user_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('taken_at', 'text')
    .addColumn('decided_at', 'text')
    .addColumn('decided_by_user_id', 'text')
    .execute();
  await db.schema
    .createIndex('shift_requests_brand')
    .on('shift_requests')
    .columns(['brand_id', 'status'])
    .execute();
  // At most one live request per shift: two parallel takes of an open shift, or two offers, meet here.
  await sql`create unique index shift_requests_live on shift_requests (shift_id) where status in ('OPEN', 'TAKEN')`.execute(
    db,
  );
}
