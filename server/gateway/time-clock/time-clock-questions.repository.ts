import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The settings key of the clock-out questions (attestation area). */
export const CLOCK_OUT_SETTING = 'clockout_attestation';

const VERSION_COLUMNS = [
  't.id as template_id',
  't.brand_id as template_brand_id',
  't.sort_order',
  't.created_at as template_created_at',
  'v.id as version_id',
  'v.version',
  'v.type',
  'v.required',
  'v.default_language',
  'v.text_json',
  'v.options_json',
  'v.flag_rule_json',
  'v.target_brand_ids_json',
  'v.min_shift_minutes',
] as const;

/**
 * The ACTIVE questions of the clock-out setting on `chainIds` (a location and its ancestors),
 * each at its current version, effective on `date` (ISO date), targeting the location (no
 * target brands, or one of the chain); by the template brand's depth then sort order. Position
 * categories are not narrowed: memberships carry no position category yet (issue #33).
 */
export async function activeQuestions(db: Kysely<Database>, chainIds: readonly number[], date: string) {
  const rows = await db
    .selectFrom('attestation_templates as t')
    .innerJoin('attestation_template_versions as v', (join) =>
      join.onRef('v.template_id', '=', 't.id').onRef('v.version', '=', 't.current_version'),
    )
    .select(VERSION_COLUMNS)
    .where('t.brand_id', 'in', [...chainIds])
    .where('t.setting', '=', CLOCK_OUT_SETTING)
    .where('t.status', '=', 'ACTIVE')
    .where('v.effective_from', '<=', date)
    .where((eb) => eb.or([eb('v.effective_to', 'is', null), eb('v.effective_to', '>=', date)]))
    .orderBy('t.sort_order')
    .orderBy('t.id')
    .execute();
  return rows
    .filter((row) => {
      const targets = JSON.parse(row.target_brand_ids_json) as number[];
      return targets.length === 0 || targets.some((id) => chainIds.includes(id));
    })
    .sort((a, b) => chainIds.indexOf(a.template_brand_id) - chainIds.indexOf(b.template_brand_id));
}

export type QuestionRow = Awaited<ReturnType<typeof activeQuestions>>[number];

/** One version of a clock-out template on `chainIds` (any status), or undefined. */
export function findQuestionVersion(
  db: Kysely<Database>,
  chainIds: readonly number[],
  templateId: number,
  version: number,
) {
  return db
    .selectFrom('attestation_templates as t')
    .innerJoin('attestation_template_versions as v', 'v.template_id', 't.id')
    .select(VERSION_COLUMNS)
    .where('t.id', '=', templateId)
    .where('v.version', '=', version)
    .where('t.brand_id', 'in', [...chainIds])
    .where('t.setting', '=', CLOCK_OUT_SETTING)
    .executeTakeFirst();
}

/** Stores a clock-out answer and links it to its punch; answers the answer's id. */
export async function insertClockOutAnswer(
  trx: Kysely<Database>,
  punchId: number,
  values: {
    version_id: number;
    brand_id: number;
    employee_ref: string;
    employee_name: string;
    shift_date: string;
    shift_minutes: number;
    answers_json: string;
    comment: string | null;
    flagged: number;
    answered_at: string;
  },
): Promise<number> {
  const inserted = await trx
    .insertInto('attestation_answers')
    .values({ ...values, resolved_at: null, resolved_by_user_id: null, resolution_note: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('time_clock_answer_punches')
    .values({ answer_id: inserted.id, punch_id: punchId })
    .execute();
  return inserted.id;
}
