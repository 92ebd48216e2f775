import type { Generated, Kysely } from 'kysely';

/**
 * Timesheets (issue #33, server/gateway/timesheets/): a manager's approval and edits of a shift of
 * the time clock. The punches are never changed: `timesheet_shifts` holds the edited times (null:
 * the punches' own) and the approval, with a version for optimistic concurrency; every edit is
 * kept in `timesheet_edits`, one row per changed field (old → new) with who, when and why.
 */
export interface TimesheetTables {
  timesheet_shifts: {
    /** The shift's CLOCK_IN punch (time_clock_punches.id). */
    shift_punch_id: number;
    /** The location. */
    brand_id: number;
    user_id: string;
    /** Starts at 1 with the row; each approval or edit adds 1 (a shift without a row is version 0). */
    version: number;
    /** Edited clock-in (ISO UTC), null: the punch's. */
    clock_in_at: string | null;
    clock_out_at: string | null;
    /** Edited breaks, JSON `[{start_at, end_at}]`, null: the punches'. */
    breaks_json: string | null;
    approved_by: string | null;
    approved_at: string | null;
    updated_at: string;
  };
  timesheet_edits: {
    id: Generated<number>;
    shift_punch_id: number;
    edited_by: string;
    edited_at: string;
    /** 'CLOCK_IN' | 'CLOCK_OUT' | 'BREAKS' */
    field: string;
    old_value: string;
    new_value: string;
    reason: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('timesheet_shifts')
    .addColumn('shift_punch_id', 'integer', (c) =>
      c.primaryKey().references('time_clock_punches.id').onDelete('cascade'),
    )
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('clock_in_at', 'text')
    .addColumn('clock_out_at', 'text')
    .addColumn('breaks_json', 'text')
    .addColumn('approved_by', 'text')
    .addColumn('approved_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('timesheet_edits')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('shift_punch_id', 'integer', (c) =>
      c.notNull().references('time_clock_punches.id').onDelete('cascade'),
    )
    .addColumn('edited_by', 'text', (c) => c.notNull())
    .addColumn('edited_at', 'text', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('old_value', 'text', (c) => c.notNull())
    .addColumn('new_value', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('timesheet_edits_shift')
    .on('timesheet_edits')
    .columns(['shift_punch_id', 'id'])
    .execute();
  await db.schema
    .createIndex('time_clock_punches_shift')
    .on('time_clock_punches')
    .columns(['shift_punch_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('time_clock_punches_shift').execute();
  await db.schema.dropTable('timesheet_edits').execute();
  await db.schema.dropTable('timesheet_shifts').execute();
}
