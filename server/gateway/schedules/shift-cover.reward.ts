import type { Kysely } from 'kysely';
import { ruleIsEffective } from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import { pathIds, type BrandRow } from '../brands/brands.repository';
import { grantRuleOccurrence } from '../rewards/rule-evaluation';
import type { REWARD_OUTCOMES } from './schedules.schema';

export type CoverReward = (typeof REWARD_OUTCOMES)[number];

/**
 * Fires the rewards rule "shift cover" (SHIFT_COVER) for the person who covered shift `shiftId`
 * at `location`, inside the approval's transaction: the active, effective rule nearest the
 * location (on it or an ancestor) grants its points once per person and shift (ledger key
 * rule:<id>:<user>:cover-<shift>), within its cap and budget (grantRuleOccurrence). NO_RULE when
 * no such rule exists; never throws for a refused grant (the cover stands without points).
 */
export async function rewardCover(
  trx: Kysely<Database>,
  location: Pick<BrandRow, 'path'>,
  shiftId: number,
  userId: string,
  /** The manager who approved; null: the location's auto-approval. */
  actorUserId: string | null,
  now: Date,
): Promise<CoverReward> {
  const chain = pathIds(location.path);
  const rules = await trx
    .selectFrom('reward_rules as r')
    .innerJoin('brands as b', 'b.id', 'r.brand_id')
    .selectAll('r')
    .select(['b.path'])
    .where('r.event', '=', 'SHIFT_COVER')
    .where('r.active', '=', 1)
    .where('r.brand_id', 'in', chain)
    .execute();
  const today = now.toISOString().slice(0, 10);
  const rule = rules
    .filter((row) => ruleIsEffective(today, row.effective_from, row.effective_to ?? undefined))
    .sort((a, b) => b.path.length - a.path.length || a.id - b.id)[0];
  if (!rule) return 'NO_RULE';
  return grantRuleOccurrence(trx, rule, { userId, eventKey: `cover-${shiftId}` }, now, actorUserId);
}
