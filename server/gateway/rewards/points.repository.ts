import type { Kysely } from 'kysely';
import type { PointsStatus } from '../../../src-domain/index';
import type { Database } from '../../db/schema';

const KIND_OF: Record<Exclude<PointsStatus, 'AVAILABLE'>, string> = {
  GRANTED: 'GRANT',
  SPENT: 'SPEND',
  REFUNDED: 'REFUND',
  EXPIRED: 'EXPIRY',
  CORRECTED: 'CORRECTION',
};

/**
 * Points of the ledger rows of the subtree at `path` with that status: spends and expiries
 * counted as positive amounts, corrections net, AVAILABLE the signed sum of every row.
 */
export async function pointsBySubtree(
  db: Kysely<Database>,
  path: string,
  status: PointsStatus,
): Promise<number> {
  let query = db
    .selectFrom('points_ledger as l')
    .innerJoin('brands as b', 'b.id', 'l.brand_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('l.points'), eb.lit(0)).as('total'))
    .where('b.path', '>=', path)
    .where('b.path', '<', `${path}~`);
  if (status !== 'AVAILABLE') query = query.where('l.kind', '=', KIND_OF[status]);
  const total = Number((await query.executeTakeFirstOrThrow()).total);
  return status === 'SPENT' || status === 'EXPIRED' ? -total : total;
}
