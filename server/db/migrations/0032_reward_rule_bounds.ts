import { sql, type Kysely } from 'kysely';

/**
 * Rules are bounded (issue #28): a rule grants at most RULE_MAX_POINTS (1 000) points at a time
 * and RULE_MAX_CAP_PER_PERIOD (10 000) per person and period (src-domain budget.rules.ts; the
 * routes refuse more with 400 REWARDS.RULE_POINTS_ABOVE_MAXIMUM). A rule stored above either
 * bound before is switched off, not rewritten: its manager sees it inactive and decides. Data
 * only; no schema change. The constants are written out: a migration never follows later code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update reward_rules set active = 0 where points > 1000 or cap_per_period > 10000`.execute(db);
}
