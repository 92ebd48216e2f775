import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const CURRENCIES: readonly (readonly [number, string, string])[] = [
  [1, 'USD', 'US Dollar'],
  [2, 'EUR', 'Euro'],
  [3, 'GBP', 'Pound Sterling'],
  [4, 'CAD', 'Canadian Dollar'],
  [5, 'AED', 'UAE Dirham'],
  [6, 'TRY', 'Turkish Lira'],
  [7, 'PLN', 'Polish Zloty'],
  [8, 'RUB', 'Russian Ruble'],
  [9, 'AUD', 'Australian Dollar'],
  [10, 'JPY', 'Yen'],
];

/** Currencies (GET /v1/currencies); skipped when present. */
export async function seedReferenceData(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('currencies')
    .values(CURRENCIES.map(([id, code, name]) => ({ id, code, name })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
