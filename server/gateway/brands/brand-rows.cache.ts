import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import {
  BRANDS_REVISION_KEY,
  NO_BRANDS_REVISION,
  changesSince,
  latestChangeId,
  writeNewBrandsRevision,
  type BrandChange,
} from './brand-changes.repository';
import {
  findBrands,
  loadServices,
  loadSubtree,
  loadSubtreeServices,
  type BrandRow,
  type ServiceWire,
} from './brands.repository';
import { patchSubtree } from './subtree-patch';

export { BRANDS_REVISION_KEY };

/**
 * Records that brands or services changed without saying which (readers keeping a subtree load
 * all of it again); call inside the transaction that changed them. A write that knows its brands
 * calls recordBrandChanges (brand-changes.repository.ts) instead.
 */
export async function bumpBrandsRevision(db: Kysely<Database>): Promise<void> {
  await writeNewBrandsRevision(db);
}

/** A subtree as kept: rows ordered by id, services by brand id. Do not mutate. */
export interface KeptSubtree {
  readonly rows: readonly BrandRow[];
  readonly services: ReadonlyMap<number, ServiceWire[]>;
}

/** A kept subtree with what patching it needs: the last change row it includes, rows' places by id. */
interface Loaded extends KeptSubtree {
  readonly changeId: number;
  readonly placeOf: ReadonlyMap<number, number>;
}

interface Entry {
  readonly revision: string;
  readonly load: Promise<Loaded>;
}

const MAX_ENTRIES = 32;
/** More changed brands than this since the kept revision: the subtree is loaded again whole. */
const MAX_PATCHED_BRANDS = 200;

/**
 * Subtree rows and services by root path, reused while the brands revision (app_meta) is
 * unchanged: one small read per call instead of tens of thousands of rows. Concurrent calls for
 * the same path and revision share one load. When the revision moved on, the brands the change
 * log (brand_changes) names since the kept revision are read again and patched into a copy of
 * the kept subtree (issue #30: the first reads after a brand write read a few rows, not 20 000);
 * unchanged rows and service lists keep their identity. A revision the log cannot lead to (bumped
 * without a record, rows pruned), a brand moved, archived, restored or removed, or too many
 * changes load the whole subtree again. Callers must not mutate what they get. Writers of brands
 * or brand_services call recordBrandChanges, or bumpBrandsRevision when they cannot say which.
 */
export class BrandRowsCache {
  private readonly entries = new Map<string, Entry>();
  private patchCount = 0;

  constructor(private readonly db: Kysely<Database>) {}

  /** How many loads were patches of a kept subtree rather than whole reads (tests). */
  get patches(): number {
    return this.patchCount;
  }

  /** The brands revision now: it changes whenever brands or their services change. */
  async revision(): Promise<string> {
    const row = await this.db
      .selectFrom('app_meta')
      .select('value')
      .where('key', '=', BRANDS_REVISION_KEY)
      .executeTakeFirst();
    return row?.value ?? NO_BRANDS_REVISION;
  }

  /** The subtree at `path` as of `revision` (read now when not given). */
  async subtree(path: string, includeArchived: boolean, revision?: string): Promise<KeptSubtree> {
    const current = revision ?? (await this.revision());
    const key = `${includeArchived ? 'a' : 'l'}${path}`;
    const cached = this.entries.get(key);
    if (cached && cached.revision === current) return cached.load;
    const whole = () => this.loadWhole(path, includeArchived);
    const load = cached
      ? cached.load
          .then(
            (kept) => this.patched(kept, cached.revision, current, path, includeArchived),
            () => undefined,
          )
          .then((patched) => patched ?? whole())
      : whole();
    const entry = { revision: current, load };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    load.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return load;
  }

  private async loadWhole(path: string, includeArchived: boolean): Promise<Loaded> {
    // Read before the rows: a change logged meanwhile is read again by the next patch (harmless).
    const changeId = await latestChangeId(this.db);
    const [rows, services] = await Promise.all([
      loadSubtree(this.db, path, includeArchived),
      loadSubtreeServices(this.db, path),
    ]);
    return { rows, services, changeId, placeOf: placesOf(rows) };
  }

  /** `kept` (as of `from`) patched to `to`; undefined when only a whole load will do. */
  private async patched(
    kept: Loaded,
    from: string,
    to: string,
    path: string,
    includeArchived: boolean,
  ): Promise<Loaded | undefined> {
    const changes = await changesSince(this.db, kept.changeId, MAX_PATCHED_BRANDS + 1);
    const walked = walkChanges(changes, from, to, kept.changeId);
    if (!walked || walked.brandIds.size > MAX_PATCHED_BRANDS) return undefined;
    const ids = [...walked.brandIds];
    const [fresh, services] = await Promise.all([findBrands(this.db, ids), loadServices(this.db, ids)]);
    const patched = patchSubtree(kept, { path, includeArchived }, ids, fresh, services);
    if (!patched) return undefined;
    this.patchCount += 1;
    return { ...patched, changeId: walked.lastId };
  }
}

/**
 * The brands changed on the way from revision `from` to `to`, following the log's chain (each
 * write names the revision it replaced), and the last row read; undefined when the chain does
 * not lead from `from` to `to` (a revision bumped without a record, or rows not yet visible).
 * `changes` are the rows after `afterId`, oldest first.
 */
export function walkChanges(
  changes: readonly BrandChange[],
  from: string,
  to: string,
  afterId: number,
): { brandIds: Set<number>; lastId: number } | undefined {
  const brandIds = new Set<number>();
  let at = from;
  let lastId = afterId;
  for (const change of changes) {
    if (at === to && change.revision !== to) break;
    if (change.revision !== at) {
      if (change.previousRevision !== at) return undefined;
      at = change.revision;
    }
    brandIds.add(change.brandId);
    lastId = change.id;
  }
  if (at !== to) return undefined;
  return { brandIds, lastId };
}

/** Each row's index by brand id. */
export function placesOf(rows: readonly BrandRow[]): Map<number, number> {
  return new Map(rows.map((row, index) => [row.id, index]));
}
