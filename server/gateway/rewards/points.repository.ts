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
 * Points of the ledger rows of the subtree of `brand` with that status: spends and expiries
 * counted as positive amounts, corrections net, AVAILABLE the signed sum of every row. Read from
 * the per-subtree totals of migration 0020 (one primary-key range).
 */
export async function pointsBySubtree(
  db: Kysely<Database>,
  brand: { id: number },
  status: PointsStatus,
): Promise<number> {
  let query = db
    .selectFrom('points_subtree_totals')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('points'), eb.lit(0)).as('total'))
    .where('ancestor_id', '=', brand.id);
  if (status !== 'AVAILABLE') query = query.where('kind', '=', KIND_OF[status]);
  const total = Number((await query.executeTakeFirstOrThrow()).total);
  return status === 'SPENT' || status === 'EXPIRED' ? -total : total;
}
