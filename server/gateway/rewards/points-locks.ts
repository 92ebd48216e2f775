import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../db/dialect';
import type { Database } from '../../db/schema';

/**
 * What a points write reads before it writes and must not see change under it: a person's
 * balance (a raffle entry spends it), a person's grants from one rule (its cap), a brand's
 * budgets (one per period). Each is named by a key; `holdPointsLocks` holds them to the end of
 * the caller's transaction.
 */
export const pointsLock = {
  /** The person's balance and everything granted to them (raffle entries, rule caps). */
  person: (userId: string) => `points:person:${userId}`,
  /** The brand's budgets (allocations check overlaps, then insert). */
  brandBudgets: (brandId: number) => `points:budgets:${brandId}`,
} as const;

/**
 * Holds the named locks until the caller's transaction ends (commit or rollback), in every
 * server process: on PostgreSQL transaction-scoped advisory locks (`pg_advisory_xact_lock` on a
 * 64-bit hash of the key), taken in sorted order so two writers never wait on each other in a
 * cycle; concurrent holders of a key queue here, and each then reads what the one before it
 * committed (read committed: every statement sees the latest commits). On SQLite the keys are
 * moot: a write with no effect takes the database's write lock at once (`busy_timeout` waits for
 * it), so the transaction runs alone from here on, even across processes, instead of reading
 * first and failing to upgrade to a writer later. Call it first thing in the transaction.
 */
export async function holdPointsLocks(trx: Kysely<Database>, keys: readonly string[]): Promise<void> {
  if (!isPostgres(trx)) {
    await sql`update reward_budgets set id = id where 0 = 1`.execute(trx);
    return;
  }
  for (const key of [...new Set(keys)].sort()) {
    await sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(trx);
  }
}
