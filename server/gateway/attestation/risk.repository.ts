import type { Kysely } from 'kysely';
import { mondayOfSql } from '../../db/dialect';
import type { Database } from '../../db/schema';

/** Monday (ISO date) of the week of a `shift_date` column, in SQL. */
const weekOf = (db: Kysely<Database>) => mondayOfSql(db, 'a.shift_date');

/** Answers at locations under `path` with shift dates in [from, to] (ISO dates). */
function answersUnder(db: Kysely<Database>, path: string) {
  return db
    .selectFrom('attestation_answers as a')
    .innerJoin('brands as b', 'b.id', 'a.brand_id')
    .where('b.path', '>=', path)
    .where('b.path', '<', `${path}~`);
}

/**
 * The risk figures under `path` for shifts in [from, to]: flagged answers per location and
 * week, answers and flags per week, and unresolved flags per location (of any date). Every
 * figure is counted by SQLite (grouped aggregates), never in JavaScript.
 */
export async function riskFigures(db: Kysely<Database>, path: string, from: string, to: string) {
  const inRange = answersUnder(db, path).where('a.shift_date', '>=', from).where('a.shift_date', '<=', to);
  const [byLocationWeek, byWeek, unresolved] = await Promise.all([
    inRange
      .select([
        'a.brand_id',
        'b.name',
        weekOf(db).as('week'),
        (eb) => eb.fn.sum<number>('a.flagged').as('flagged'),
      ])
      .where('a.flagged', '=', 1)
      .groupBy(['a.brand_id', 'b.name', 'week'])
      .execute(),
    inRange
      .select([
        weekOf(db).as('week'),
        (eb) => eb.fn.countAll<number>().as('answers'),
        (eb) => eb.fn.sum<number>('a.flagged').as('flagged'),
      ])
      .groupBy('week')
      .orderBy('week')
      .execute(),
    answersUnder(db, path)
      .select(['a.brand_id', 'b.name', (eb) => eb.fn.countAll<number>().as('unresolved')])
      .where('a.flagged', '=', 1)
      .where('a.resolved_at', 'is', null)
      .groupBy(['a.brand_id', 'b.name'])
      .execute(),
  ]);
  return { byLocationWeek, byWeek, unresolved };
}

/** The brands the location filter offers under a brand: its subtree, or its direct children. */
export function filterChoices(
  db: Kysely<Database>,
  brand: { id: number; path: string },
  childrenOnly: boolean,
) {
  let query = db
    .selectFrom('brands')
    .select(['id', 'name', 'type'])
    .where('archived', '=', 0)
    .where('id', '!=', brand.id);
  query = childrenOnly
    ? query.where('parent_id', '=', brand.id)
    : query.where('path', '>=', brand.path).where('path', '<', `${brand.path}~`);
  return query.orderBy('path').execute();
}

export interface AnswerQuery {
  readonly path: string;
  readonly weekStart?: string;
  readonly flagged?: boolean;
  readonly resolved?: boolean;
  readonly offset: number;
  readonly limit: number;
}

function answerRows(db: Kysely<Database>, query: Omit<AnswerQuery, 'offset' | 'limit'>) {
  let rows = answersUnder(db, query.path)
    .innerJoin('attestation_template_versions as v', 'v.id', 'a.version_id')
    .leftJoin('user_profiles as u', 'u.user_id', 'a.resolved_by_user_id');
  if (query.weekStart !== undefined) rows = rows.where(weekOf(db), '=', query.weekStart);
  if (query.flagged !== undefined) rows = rows.where('a.flagged', '=', query.flagged ? 1 : 0);
  if (query.resolved !== undefined) {
    rows = rows.where('a.resolved_at', query.resolved ? 'is not' : 'is', null);
  }
  return rows;
}

const ANSWER_COLUMNS = [
  'a.id',
  'a.brand_id',
  'b.name as location_name',
  'v.template_id',
  'v.version',
  'v.type',
  'v.text_json',
  'v.options_json',
  'v.default_language',
  'a.employee_name',
  'a.shift_date',
  'a.shift_minutes',
  'a.answers_json',
  'a.comment',
  'a.flagged',
  'a.answered_at',
  'a.resolved_at',
  'a.resolution_note',
  'u.first_name',
  'u.last_name',
] as const;

/** A page of answers (newest shift first) and how many match. */
export async function listAnswers(db: Kysely<Database>, query: AnswerQuery) {
  const [total, items] = await Promise.all([
    answerRows(db, query)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
    answerRows(db, query)
      .select(ANSWER_COLUMNS)
      .orderBy('a.shift_date', 'desc')
      .orderBy('a.id', 'desc')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
  ]);
  return { total: Number(total.count), items };
}

/** One answer under `path` with everything a list shows, or undefined. */
export function findAnswer(db: Kysely<Database>, path: string, id: number) {
  return answerRows(db, { path }).select(ANSWER_COLUMNS).where('a.id', '=', id).executeTakeFirst();
}

/** Resolves an unresolved answer; false when it was resolved meanwhile (nothing written). */
export async function resolveAnswer(
  db: Kysely<Database>,
  id: number,
  fields: { note: string; userId: string; now: string },
): Promise<boolean> {
  const result = await db
    .updateTable('attestation_answers')
    .set({ resolved_at: fields.now, resolved_by_user_id: fields.userId, resolution_note: fields.note })
    .where('id', '=', id)
    .where('resolved_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
