import type { Generated, Kysely } from 'kysely';

/**
 * Wages, cost and minors of schedules (issue #34, server/gateway/schedules/schedule-pay.*):
 * - `schedule_position_wages`: a location's hourly wage per position (the shift's position text,
 *   matched case-insensitively, stored as typed);
 * - `schedule_people`: what the location's schedule knows of a person there: their own hourly
 *   wage (null: the position's) and whether they are a minor (a flag, not a birth date: the
 *   schedule needs only the fact, not a date of birth to keep);
 * - `schedule_settings` gains the currency of the location's wages and the minors' limits.
 * Money is an integer count of minor units (cents); plain columns, so both dialects run it.
 */
export interface SchedulePayTables {
  schedule_settings: {
    /** ISO 4217; every wage of the location is in it. */
    currency: Generated<string>;
    /** Maximum paid minutes of a minor on one local day. */
    minor_max_day_minutes: Generated<number>;
    /** Maximum paid minutes of a minor in one week. */
    minor_max_week_minutes: Generated<number>;
    /** Earliest local minute of the day (0–1440) a minor's shift may start at. */
    minor_earliest_minute: Generated<number>;
    /** Latest local minute of the day (0–1440) a minor's shift may end at. */
    minor_latest_minute: Generated<number>;
  };
  schedule_position_wages: {
    brand_id: number;
    /** As typed; unique per location by its lower-case trimmed form (`position_key`). */
    position: string;
    position_key: string;
    /** Minor units of the location's currency per paid hour. */
    hourly_minor: number;
    updated_at: string;
  };
  schedule_people: {
    brand_id: number;
    user_id: string;
    /** Minor units per paid hour, whatever the position; null: the position's wage. */
    hourly_minor: number | null;
    /** 1: a minor (the minors' limits apply), 0: not. */
    minor: Generated<number>;
    updated_at: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const settings = [
    ['currency', 'text', "'USD'"],
    ['minor_max_day_minutes', 'integer', 8 * 60],
    ['minor_max_week_minutes', 'integer', 40 * 60],
    ['minor_earliest_minute', 'integer', 7 * 60],
    ['minor_latest_minute', 'integer', 22 * 60],
  ] as const;
  for (const [name, type, value] of settings) {
    await db.schema
      .alterTable('schedule_settings')
      .addColumn(name, type, (c) => c.notNull().defaultTo(typeof value === 'number' ? value : 'USD'))
      .execute();
  }
  await db.schema
    .createTable('schedule_position_wages')
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('position_key', 'text', (c) => c.notNull())
    .addColumn('hourly_minor', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('schedule_position_wages_pk', ['brand_id', 'position_key'])
    .execute();
  await db.schema
    .createTable('schedule_people')
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull().references('identity_users.id').onDelete('cascade'))
    .addColumn('hourly_minor', 'integer')
    .addColumn('minor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('schedule_people_pk', ['brand_id', 'user_id'])
    .execute();
}
