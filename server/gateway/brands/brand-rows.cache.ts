import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { loadSubtree, loadSubtreeServices, type BrandRow, type ServiceWire } from './brands.repository';

/** app_meta key counting changes to brands and their services (any process bumps it). */
export const BRANDS_REVISION_KEY = 'brands_revision';

/** Records that brands or services changed; call inside the transaction that changed them. */
export async function bumpBrandsRevision(db: Kysely<Database>): Promise<void> {
  await db
    .insertInto('app_meta')
    .values({ key: BRANDS_REVISION_KEY, value: String(Date.now()) + Math.random().toString(36).slice(2) })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({ value: String(Date.now()) + Math.random().toString(36).slice(2) }),
    )
    .execute();
}

interface Entry {
  readonly revision: string;
  readonly load: Promise<{ rows: BrandRow[]; services: Map<number, ServiceWire[]> }>;
}

const MAX_ENTRIES = 32;

/**
 * Subtree rows and services by root path, reused while the brands revision (app_meta) is
 * unchanged: one small read per call instead of tens of thousands of rows. Concurrent calls for
 * the same path and revision share one load. Callers must not mutate what they get. Writers of
 * brands or brand_services call bumpBrandsRevision.
 */
export class BrandRowsCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly db: Kysely<Database>) {}

  /** The brands revision now: it changes whenever brands or their services change. */
  async revision(): Promise<string> {
    const row = await this.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', BRANDS_REVISION_KEY)
      .executeTakeFirst();
    return row?.value ?? 'none';
  }

  /** The subtree at `path` as of `revision` (read now when not given). */
  async subtree(
    path: string,
    includeArchived: boolean,
    revision?: string,
  ): Promise<{ rows: readonly BrandRow[]; services: ReadonlyMap<number, ServiceWire[]> }> {
    const current = revision ?? (await this.revision());
    const key = `${includeArchived ? 'a' : 'l'}${path}`;
    const cached = this.entries.get(key);
    if (cached && cached.revision === current) return cached.load;
    const load = Promise.all([
      loadSubtree(this.db, path, includeArchived),
      loadSubtreeServices(this.db, path),
    ]).then(([rows, services]) => ({ rows, services }));
    const entry = { revision: current, load };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    load.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return load;
  }
}
