import { type Generated, type Kysely } from 'kysely';

/**
 * Schedule templates (issue #34, server/gateway/schedules/schedule-templates.routes.ts): a
 * location's week saved under a name, to lay out another week with. Each shift is kept by its
 * local weekday and wall time, so a template applies across daylight-saving changes. Plain
 * integer and text columns: both dialects.
 */
export interface ScheduleTemplateTables {
  schedule_templates: {
    id: Generated<number>;
    /** The location. */
    brand_id: number;
    /** Unique per location (trimmed; compared as written). */
    name: string;
    /**
     * The shifts as a JSON array of {user_id (null: open), position, weekday (1 Monday … 7
     * Sunday), start ('HH:mm' local), minutes (length), break_minutes, note}.
     */
    shifts_json: string;
    created_by_user_id: string;
    /** ISO UTC. */
    created_at: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('schedule_templates')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('shifts_json', 'text', (c) => c.notNull())
    .addColumn('created_by_user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('schedule_templates_brand_name', ['brand_id', 'name'])
    .execute();
}
