import type { Kysely } from 'kysely';
import { smsCodeCandidates } from '../../../src-domain/index';
import { isUniqueViolation } from '../../db/constraint-errors';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/**
 * Gives position `id` a text-to-apply code when it has none (on publish, issue #38): the first
 * of smsCodeCandidates(title) no position holds. Outside any transaction: a code taken meanwhile
 * by another publish (the unique index refuses it) just moves on to the next candidate.
 * Resolves with the position's code; undefined when every candidate is taken.
 */
export async function assignSmsCode(db: Db, id: number, title: string): Promise<string | undefined> {
  for (const code of smsCodeCandidates(title)) {
    const current = await db
      .selectFrom('positions')
      .select('sms_code')
      .where('id', '=', id)
      .executeTakeFirst();
    if (!current || current.sms_code) return current?.sms_code ?? undefined;
    const held = await db
      .selectFrom('positions')
      .select('id')
      .where('sms_code', '=', code)
      .executeTakeFirst();
    if (held) continue;
    try {
      await db
        .updateTable('positions')
        .set({ sms_code: code })
        .where('id', '=', id)
        .where('sms_code', 'is', null)
        .execute();
    } catch (error) {
      if (isUniqueViolation(error)) continue;
      throw error;
    }
  }
  const last = await db.selectFrom('positions').select('sms_code').where('id', '=', id).executeTakeFirst();
  return last?.sms_code ?? undefined;
}

/** Sets the code a manager chose; false when another position holds it. */
export async function setSmsCode(db: Db, id: number, code: string): Promise<boolean> {
  try {
    const held = await db
      .selectFrom('positions')
      .select('id')
      .where('sms_code', '=', code)
      .where('id', '!=', id)
      .executeTakeFirst();
    if (held) return false;
    await db.updateTable('positions').set({ sms_code: code }).where('id', '=', id).execute();
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Frees a position's code (closed or archived: it takes no more applications). */
export async function clearSmsCode(db: Db, id: number): Promise<void> {
  await db.updateTable('positions').set({ sms_code: null }).where('id', '=', id).execute();
}

/** The OPEN, not archived position whose code is `code` (normalized), with its location. */
export async function findPositionBySmsCode(db: Db, code: string) {
  return db
    .selectFrom('positions as p')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select(['p.id', 'p.title', 'p.questions_json', 'b.name as location_name', 'b.path as location_path'])
    .where('p.sms_code', '=', code)
    .where('p.status', '=', 'OPEN')
    .where('p.archived', '=', 0)
    .where('p.is_template', '=', 0)
    .where('b.archived', '=', 0)
    .executeTakeFirst();
}
