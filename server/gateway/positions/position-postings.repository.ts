import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PositionStatus, ScreeningQuestion } from '../../../src-domain/index';

/** The columns a posting is written with (the draft, checked and numbered). */
export interface PostingFields {
  readonly title: string;
  readonly category: string;
  readonly level: string | null;
  readonly employment_type: string;
  readonly pay_min: number | null;
  readonly pay_max: number | null;
  readonly pay_period: string | null;
  readonly description: string;
  readonly questions: readonly ScreeningQuestion[];
}

const questionsJson = (questions: readonly ScreeningQuestion[]) =>
  JSON.stringify(
    questions.map((question) => ({
      id: question.id,
      text: question.text,
      knockout_answer: question.knockoutAnswer ?? null,
    })),
  );

/** A stored questions column read back; malformed JSON reads as no questions. */
export function parseQuestions(json: string): ScreeningQuestion[] {
  try {
    const raw = JSON.parse(json) as { id: string; text: string; knockout_answer: 'YES' | 'NO' | null }[];
    return raw.map((question) => ({
      id: question.id,
      text: question.text,
      knockoutAnswer: question.knockout_answer ?? undefined,
    }));
  } catch {
    return [];
  }
}

/** A position (not a template) with its brand and provider posting; undefined when it does not exist. */
export async function findPosting(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('positions as p')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .leftJoin('indeed_postings as ip', 'ip.position_id', 'p.id')
    .select([
      'p.id',
      'p.title',
      'p.category',
      'p.level',
      'p.status',
      'p.archived',
      'p.employment_type',
      'p.pay_min',
      'p.pay_max',
      'p.pay_period',
      'p.description',
      'p.questions_json',
      'p.sms_code',
      'p.created_at',
      'p.updated_at',
      'b.id as brand_id',
      'b.name as brand_name',
      'b.path as brand_path',
      'ip.status as provider_status',
      'ip.campaign_id as provider_campaign_id',
      'ip.last_error as provider_error',
    ])
    .where('p.id', '=', id)
    .where('p.is_template', '=', 0)
    .executeTakeFirst();
}
export type PostingRow = NonNullable<Awaited<ReturnType<typeof findPosting>>>;

/**
 * Opens a position at `brandId` with `status`, in the caller's transaction `trx` (its provider
 * posting is queued there too; copies write several in one); when `atr` is given (the position
 * waits for its approval) a PENDING approval to recruit asked by `atr.userId` is written with it.
 * Returns the new id.
 */
export async function insertPostingIn(
  trx: Kysely<Database>,
  brandId: number,
  fields: PostingFields,
  status: PositionStatus,
  atr: { userId: string; headcount: number } | undefined,
): Promise<number> {
  const now = new Date().toISOString();
  const row = await trx
    .insertInto('positions')
    .values({
      brand_id: brandId,
      title: fields.title,
      category: fields.category,
      level: fields.level,
      is_template: 0,
      archived: 0,
      created_at: now,
      status,
      employment_type: fields.employment_type,
      pay_min: fields.pay_min,
      pay_max: fields.pay_max,
      pay_period: fields.pay_period,
      description: fields.description,
      questions_json: questionsJson(fields.questions),
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (atr) {
    await trx
      .insertInto('position_atrs')
      .values({
        position_id: row.id,
        status: 'PENDING',
        headcount: atr.headcount,
        reason: 'New position',
        requested_by_user_id: atr.userId,
        created_at: now,
      })
      .execute();
  }
  return row.id;
}

/** Rewrites a position's posting; its status stays. */
export async function updatePosting(db: Kysely<Database>, id: number, fields: PostingFields): Promise<void> {
  await db
    .updateTable('positions')
    .set({
      title: fields.title,
      category: fields.category,
      level: fields.level,
      employment_type: fields.employment_type,
      pay_min: fields.pay_min,
      pay_max: fields.pay_max,
      pay_period: fields.pay_period,
      description: fields.description,
      questions_json: questionsJson(fields.questions),
      updated_at: new Date().toISOString(),
    })
    .where('id', '=', id)
    .execute();
}

/**
 * Moves a position from `from` to `to`; false when it was no longer `from` (another write came
 * first), so two racing changes never both apply.
 */
export async function moveStatus(
  db: Kysely<Database>,
  id: number,
  from: PositionStatus,
  to: PositionStatus,
): Promise<boolean> {
  const result = await db
    .updateTable('positions')
    .set({ status: to, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** An approval to recruit with its position id; undefined when unknown. */
export async function findAtr(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('position_atrs')
    .select(['id', 'position_id', 'status'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/**
 * Decides a PENDING approval to recruit; an APPROVED one opens its position when that waits
 * for it (PENDING_APPROVAL → OPEN), a REJECTED one closes it. False when it was decided already.
 */
export async function decideAtr(
  db: Kysely<Database>,
  atr: { id: number; position_id: number },
  decision: 'APPROVED' | 'REJECTED',
  /** Runs in the decision's transaction once the position moved (its provider posting is queued there). */
  afterDecision: (trx: Kysely<Database>) => Promise<unknown> = async () => undefined,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx
      .updateTable('position_atrs')
      .set({ status: decision })
      .where('id', '=', atr.id)
      .where('status', '=', 'PENDING')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    await trx
      .updateTable('positions')
      .set({ status: decision === 'APPROVED' ? 'OPEN' : 'CLOSED', updated_at: new Date().toISOString() })
      .where('id', '=', atr.position_id)
      .where('status', '=', 'PENDING_APPROVAL')
      .execute();
    await afterDecision(trx);
    return true;
  });
}
