import type { Kysely } from 'kysely';

/**
 * Idempotency keys that survive a crash: `committed_at` is written in the same transaction as
 * the first write the keyed request commits (server/db/commit-tie.ts), so a key whose answer
 * was never recorded says whether its write happened; `created_at` is indexed for the sweep
 * of keys past their 24 h.
 */
export interface IdempotencyRecoveryTables {
  idempotency_keys: {
    /** When the keyed request first committed a write; null while it has written nothing. */
    committed_at: string | null;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('idempotency_keys').addColumn('committed_at', 'text').execute();
  await db.schema
    .createIndex('idempotency_keys_created_at')
    .on('idempotency_keys')
    .column('created_at')
    .execute();
}
