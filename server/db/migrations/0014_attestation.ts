import type { Generated, Kysely } from 'kysely';

/**
 * Clock-out attestation (issue #16): questions of a brand's setting with their versions, the
 * static texts shown with them, and employees' answers. Answers point at the exact version they
 * answered; editing a question that has answers adds a version, archiving keeps everything.
 * Texts are JSON objects keyed by language ({"en": "…", "ar": "…"}).
 */
export interface AttestationTables {
  attestation_templates: {
    id: Generated<number>;
    brand_id: number;
    /** The settings key of the path, e.g. 'clockout_attestation'. */
    setting: string;
    /** 'ACTIVE' | 'ARCHIVED' */
    status: string;
    sort_order: number;
    /** The version new answers go to. */
    current_version: number;
    /** Incremented by every save: the optimistic-concurrency check of PUT. */
    revision: number;
    created_at: string;
    updated_at: string;
    archived_at: string | null;
  };
  attestation_template_versions: {
    id: Generated<number>;
    template_id: number;
    version: number;
    /** 'YES_NO' | 'SINGLE_CHOICE' | 'MULTIPLE_CHOICE' | 'FREE_TEXT' | 'ACKNOWLEDGEMENT' */
    type: string;
    required: number;
    default_language: string;
    text_json: string;
    /** [{key, text}] */
    options_json: string;
    /** {answers, actions} or null */
    flag_rule_json: string | null;
    /** Brand ids of the subtree the question targets ([] = all). */
    target_brand_ids_json: string;
    target_categories_json: string;
    min_shift_minutes: number | null;
    effective_from: string;
    effective_to: string | null;
    created_at: string;
    created_by_user_id: string | null;
  };
  attestation_static_fields: {
    id: Generated<number>;
    brand_id: number;
    setting: string;
    /** 'DISCLAIMER' | 'CERTIFICATION' | 'SIGNATURE' */
    kind: string;
    text_json: string;
    created_at: string;
    updated_at: string;
  };
  attestation_answers: {
    id: Generated<number>;
    version_id: number;
    /** The location of the shift. */
    brand_id: number;
    /** The scheduling module's employee reference and the name it showed. */
    employee_ref: string;
    employee_name: string;
    shift_date: string;
    shift_minutes: number;
    /** JSON array of chosen answers (option keys, YES/NO, ACKNOWLEDGED/DECLINED) or [text]. */
    answers_json: string;
    comment: string | null;
    flagged: number;
    answered_at: string;
    resolved_at: string | null;
    resolved_by_user_id: string | null;
    resolution_note: string | null;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attestation_templates')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('setting', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('ACTIVE'))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('current_version', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('archived_at', 'text')
    .execute();
  await db.schema
    .createIndex('attestation_templates_brand')
    .on('attestation_templates')
    .columns(['brand_id', 'setting', 'status', 'sort_order'])
    .execute();

  await db.schema
    .createTable('attestation_template_versions')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('template_id', 'integer', (c) =>
      c.notNull().references('attestation_templates.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull())
    .addColumn('default_language', 'text', (c) => c.notNull())
    .addColumn('text_json', 'text', (c) => c.notNull())
    .addColumn('options_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('flag_rule_json', 'text')
    .addColumn('target_brand_ids_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('target_categories_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('min_shift_minutes', 'integer')
    .addColumn('effective_from', 'text', (c) => c.notNull())
    .addColumn('effective_to', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('created_by_user_id', 'text')
    .addUniqueConstraint('attestation_template_versions_unique', ['template_id', 'version'])
    .execute();

  await db.schema
    .createTable('attestation_static_fields')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('setting', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('text_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('attestation_static_fields_brand')
    .on('attestation_static_fields')
    .columns(['brand_id', 'setting'])
    .execute();

  await db.schema
    .createTable('attestation_answers')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('version_id', 'integer', (c) =>
      c.notNull().references('attestation_template_versions.id').onDelete('cascade'),
    )
    .addColumn('brand_id', 'integer', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('employee_ref', 'text', (c) => c.notNull())
    .addColumn('employee_name', 'text', (c) => c.notNull())
    .addColumn('shift_date', 'text', (c) => c.notNull())
    .addColumn('shift_minutes', 'integer', (c) => c.notNull())
    .addColumn('answers_json', 'text', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('flagged', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('answered_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .addColumn('resolved_by_user_id', 'text')
    .addColumn('resolution_note', 'text')
    .execute();
  await db.schema
    .createIndex('attestation_answers_version')
    .on('attestation_answers')
    .column('version_id')
    .execute();
  await db.schema
    .createIndex('attestation_answers_brand_date')
    .on('attestation_answers')
    .columns(['brand_id', 'shift_date'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('attestation_answers').execute();
  await db.schema.dropTable('attestation_static_fields').execute();
  await db.schema.dropTable('attestation_template_versions').execute();
  await db.schema.dropTable('attestation_templates').execute();
}
