import type { Generated, Kysely } from 'kysely';

/**
 * The time clock (issue #33, server/gateway/time-clock/): punches per person and location with
 * the device's clock reading and the server's receive time; one state row per person (the row a
 * punch locks, so two punches of one person never interleave); geofences of locations; and the
 * link of a clock-out's attestation answers to their punch. Plain integer, real and text
 * columns, so the same migration runs on SQLite and PostgreSQL.
 */
export interface TimeClockTables {
  time_clock_punches: {
    id: Generated<number>;
    user_id: string;
    /** The location (a brand) of the punch. */
    brand_id: number;
    /** 'CLOCK_IN' | 'BREAK_START' | 'BREAK_END' | 'CLOCK_OUT' */
    kind: string;
    /** The device's clock reading (ISO UTC): the order of punches. */
    device_at: string;
    /** When the server received it (ISO UTC); late against device_at: synced offline. */
    received_at: string;
    /** The id of the shift's CLOCK_IN punch (its own id for a CLOCK_IN). */
    shift_punch_id: number | null;
    latitude: number | null;
    longitude: number | null;
    accuracy_m: number | null;
    /** 'INSIDE' | 'OUTSIDE' | 'NO_POSITION' | 'NOT_SET' */
    geofence: string;
    /** 1 when the manager should look (outside the geofence or no position). */
    flagged: number;
    idempotency_key: string;
  };
  time_clock_people: {
    user_id: string;
    /** 'OFF' | 'WORKING' | 'ON_BREAK' */
    state: string;
    /** The open shift's CLOCK_IN punch, or null when OFF. */
    shift_punch_id: number | null;
    /** The last accepted punch, or null before the first. */
    last_punch_id: number | null;
    updated_at: string;
  };
  time_clock_geofences: {
    /** The location. */
    brand_id: number;
    latitude: number;
    longitude: number;
    radius_m: number;
  };
  time_clock_answer_punches: {
    answer_id: number;
    punch_id: number;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('time_clock_punches')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('user_id', 'text', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('device_at', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('shift_punch_id', 'integer')
    .addColumn('latitude', 'real')
    .addColumn('longitude', 'real')
    .addColumn('accuracy_m', 'real')
    .addColumn('geofence', 'text', (c) => c.notNull())
    .addColumn('flagged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addUniqueConstraint('time_clock_punches_key', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema
    .createIndex('time_clock_punches_user_device')
    .on('time_clock_punches')
    .columns(['user_id', 'device_at'])
    .execute();
  await db.schema
    .createIndex('time_clock_punches_brand_device')
    .on('time_clock_punches')
    .columns(['brand_id', 'device_at'])
    .execute();
  await db.schema
    .createTable('time_clock_people')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('identity_users.id').onDelete('cascade'))
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('shift_punch_id', 'integer')
    .addColumn('last_punch_id', 'integer')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('time_clock_geofences')
    .addColumn('brand_id', 'integer', (c) => c.primaryKey().references('brands.id').onDelete('cascade'))
    .addColumn('latitude', 'real', (c) => c.notNull())
    .addColumn('longitude', 'real', (c) => c.notNull())
    .addColumn('radius_m', 'real', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('time_clock_answer_punches')
    .addColumn('answer_id', 'integer', (c) =>
      c.primaryKey().references('attestation_answers.id').onDelete('cascade'),
    )
    .addColumn('punch_id', 'integer', (c) =>
      c.notNull().references('time_clock_punches.id').onDelete('cascade'),
    )
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('time_clock_answer_punches').execute();
  await db.schema.dropTable('time_clock_geofences').execute();
  await db.schema.dropTable('time_clock_people').execute();
  await db.schema.dropTable('time_clock_punches').execute();
}
