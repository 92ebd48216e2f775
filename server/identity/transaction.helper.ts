import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/** Runs `work` in a transaction, joining the one `db` already is (kysely does not nest them). */
export function inTransaction<T>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>) => Promise<T>,
): Promise<T> {
  if (db.isTransaction) return work(db);
  return db.transaction().execute((trx: Transaction<Database>) => work(trx));
}
