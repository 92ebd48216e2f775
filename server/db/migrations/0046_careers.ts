import type { Generated, Kysely } from 'kysely';
import { runPortable } from './portable-sql';

/**
 * The front door of hiring (issue #38):
 * - `positions` gain what a posting says and where it stands: `status` OPEN (on the careers
 *   page, takes applications) | PENDING_APPROVAL (waits for its approval to recruit) | PAUSED |
 *   CLOSED; the employment type, the pay range in minor units per `pay_period`, a plain-text
 *   description (line breaks kept) and up to five screening questions (JSON, see
 *   src-domain/careers/position-draft.rules.ts). Existing positions stay OPEN.
 * - `careers_pages`: the public slug of a brand's careers page (`/careers/{slug}`), unique.
 * - `career_applications`: what an application made on a careers page carried besides the
 *   `applications` row (same id): the e-mail it was made with (lower-cased), the answers, whether
 *   a knockout answer marked it, and when consent was given. Unique (position, e-mail): a second
 *   application by the same e-mail to the same position is refused, also under concurrency.
 */
export interface CareersTables {
  positions: {
    /** OPEN | PENDING_APPROVAL | PAUSED | CLOSED. */
    status: Generated<string>;
    /** FULL_TIME | PART_TIME | SEASONAL | TEMPORARY; null when not said. */
    employment_type: string | null;
    /** Minor units of the brand's currency; null when not said. */
    pay_min: number | null;
    pay_max: number | null;
    /** HOUR | YEAR; null with no pay range. */
    pay_period: string | null;
    description: Generated<string>;
    /** JSON array of {id, text, knockout_answer: 'YES' | 'NO' | null}. */
    questions_json: Generated<string>;
    updated_at: string | null;
  };
  careers_pages: {
    brand_id: number;
    slug: string;
    created_at: string;
  };
  career_applications: {
    application_id: number;
    position_id: number;
    email: string;
    /** JSON array of {question_id, answer: 'YES' | 'NO'}. */
    answers_json: string;
    knocked_out: Generated<number>;
    consent_at: string;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await runPortable(db, `alter table positions add column status text not null default 'OPEN'`);
  await runPortable(db, `alter table positions add column employment_type text`);
  await runPortable(db, `alter table positions add column pay_min integer`);
  await runPortable(db, `alter table positions add column pay_max integer`);
  await runPortable(db, `alter table positions add column pay_period text`);
  await runPortable(db, `alter table positions add column description text not null default ''`);
  await runPortable(db, `alter table positions add column questions_json text not null default '[]'`);
  await runPortable(db, `alter table positions add column updated_at text`);
  await db.schema
    .createTable('careers_pages')
    .addColumn('brand_id', 'integer', (c) => c.primaryKey().references('brands.id').onDelete('cascade'))
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('career_applications')
    .addColumn('application_id', 'integer', (c) =>
      c.primaryKey().references('applications.id').onDelete('cascade'),
    )
    .addColumn('position_id', 'integer', (c) => c.notNull().references('positions.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('answers_json', 'text', (c) => c.notNull())
    .addColumn('knocked_out', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('consent_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('career_applications_position_email')
    .on('career_applications')
    .columns(['position_id', 'email'])
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('career_applications').execute();
  await db.schema.dropTable('careers_pages').execute();
  for (const column of [
    'updated_at',
    'questions_json',
    'description',
    'pay_period',
    'pay_max',
    'pay_min',
    'employment_type',
    'status',
  ]) {
    await runPortable(db, `alter table positions drop column ${column}`);
  }
}
