import type { Generated, Kysely } from 'kysely';
import { runPortable } from './portable-sql';

/**
 * Interviews (issue #35, server/gateway/interviews/): when a location (or one of its positions)
 * interviews, and the interviews themselves. Instants are ISO UTC text in `toISOString()` form, so
 * the unique indexes compare instants. Two partial unique indexes are the race guards on both
 * databases: one BOOKED interview per (location, start), one open (INVITED or BOOKED) interview per
 * application. `outbox.ics`: the calendar invitation a confirmation mail carried.
 */
export interface InterviewTables {
  interview_availability: {
    id: Generated<number>;
    /** A LOCATION brand. */
    location_id: number;
    /** Null: the location's default; a position's own row wins over it. */
    position_id: number | null;
    /** JSON `[{weekday, start, end}]`, wall-clock in the location's zone. */
    weekly_hours_json: string;
    length_minutes: number;
    buffer_minutes: number;
    horizon_days: number;
    minimum_notice_hours: number;
    updated_by: string;
    /** ISO UTC. */
    updated_at: string;
  };
  interviews: {
    id: Generated<number>;
    application_id: number;
    location_id: number;
    position_id: number;
    /** 'INVITED' | 'BOOKED' | 'DONE' | 'NO_SHOW' | 'CANCELLED'. */
    state: string;
    /** ISO UTC; null until booked (and again after the candidate cancels a booking). */
    starts_at: string | null;
    ends_at: string | null;
    /** The ICS SEQUENCE: bumped at every booking after the first (a reschedule) and at a cancel. */
    sequence: number;
    /** The recipient's language (one of the eight): the mails, texts and links of this interview. */
    language: string;
    /** The manager's note to the candidate; null when none. */
    note: string | null;
    invited_by: string;
    created_at: string;
    updated_at: string;
  };
  outbox: {
    /** The ICS text a mail carried (the interview confirmation); null for others. */
    ics: string | null;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('interview_availability')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('location_id', 'integer', (c) => c.notNull())
    .addColumn('position_id', 'integer')
    .addColumn('weekly_hours_json', 'text', (c) => c.notNull())
    .addColumn('length_minutes', 'integer', (c) => c.notNull())
    .addColumn('buffer_minutes', 'integer', (c) => c.notNull())
    .addColumn('horizon_days', 'integer', (c) => c.notNull())
    .addColumn('minimum_notice_hours', 'integer', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One row per location and position (0 standing for the location's default).
  await runPortable(
    db,
    'create unique index interview_availability_scope on interview_availability (location_id, coalesce(position_id, 0))',
  );
  await db.schema
    .createTable('interviews')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('application_id', 'integer', (c) => c.notNull())
    .addColumn('location_id', 'integer', (c) => c.notNull())
    .addColumn('position_id', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'text')
    .addColumn('ends_at', 'text')
    .addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('invited_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await runPortable(
    db,
    "create unique index interviews_booked_slot on interviews (location_id, starts_at) where state = 'BOOKED'",
  );
  await runPortable(
    db,
    "create unique index interviews_open_application on interviews (application_id) where state in ('INVITED', 'BOOKED')",
  );
  await db.schema
    .createIndex('interviews_location_start')
    .on('interviews')
    .columns(['location_id', 'starts_at'])
    .execute();
  await db.schema.createIndex('interviews_application').on('interviews').column('application_id').execute();
  await db.schema.alterTable('outbox').addColumn('ics', 'text').execute();
}
