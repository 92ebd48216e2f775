import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** app_meta key counting changes to brands and their services (any process bumps it). */
export const BRANDS_REVISION_KEY = 'brands_revision';

/** The revision read when no write ever set one. */
export const NO_BRANDS_REVISION = 'none';

/** How many change rows are kept behind the newest: a reader further behind loads everything. */
const KEPT_CHANGES = 10_000;

/** A fresh brands revision: unique across processes. */
export function newBrandsRevision(): string {
  return String(Date.now()) + Math.random().toString(36).slice(2);
}

/** Sets a fresh brands revision (readers keeping brands see it changed) and answers it. */
export async function writeNewBrandsRevision(db: Kysely<Database>): Promise<string> {
  const revision = newBrandsRevision();
  await db
    .insertInto('app_meta')
    .values({ key: BRANDS_REVISION_KEY, value: revision })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: revision }))
    .execute();
  return revision;
}

/** One row of the brand change log (migration 0082). */
export interface BrandChange {
  readonly id: number;
  readonly revision: string;
  readonly previousRevision: string;
  readonly brandId: number;
}

/**
 * Records that the brands `brandIds` (rows or services) were added or changed: sets a new brands
 * revision and logs, under it, each brand with the revision it replaced. Call inside the
 * transaction that wrote them (`db` is that transaction), after the writes. The revision row is
 * locked first (a no-op update), so concurrent writers log one after the other in revision order
 * on both dialects. Removes rows more than KEPT_CHANGES behind its own.
 */
export async function recordBrandChanges(db: Kysely<Database>, brandIds: readonly number[]): Promise<void> {
  await db
    .updateTable('app_meta')
    .set((eb) => ({ value: eb.ref('value') }))
    .where('key', '=', BRANDS_REVISION_KEY)
    .execute();
  const previous = await db
    .selectFrom('app_meta')
    .select('value')
    .where('key', '=', BRANDS_REVISION_KEY)
    .executeTakeFirst();
  const revision = await writeNewBrandsRevision(db);
  if (brandIds.length === 0) return;
  const written = await db
    .insertInto('brand_changes')
    .values(
      [...new Set(brandIds)].map((brandId) => ({
        revision,
        previous_revision: previous?.value ?? NO_BRANDS_REVISION,
        brand_id: brandId,
      })),
    )
    .returning('id')
    .execute();
  const newest = Math.max(...written.map((row) => row.id));
  await db
    .deleteFrom('brand_changes')
    .where('id', '<=', newest - KEPT_CHANGES)
    .execute();
}

/** Up to `limit` change rows written after the row `afterId`, oldest first. */
export async function changesSince(
  db: Kysely<Database>,
  afterId: number,
  limit: number,
): Promise<BrandChange[]> {
  const rows = await db
    .selectFrom('brand_changes')
    .select(['id', 'revision', 'previous_revision', 'brand_id'])
    .where('id', '>', afterId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: Number(row.id),
    revision: row.revision,
    previousRevision: row.previous_revision,
    brandId: Number(row.brand_id),
  }));
}

/** The newest change row's id; 0 when there is none. */
export async function latestChangeId(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('brand_changes')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  return Number(row?.id ?? 0);
}
