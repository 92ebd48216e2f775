import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { pathIds, type BrandRow } from '../brands/brands.repository';

/** One level of a brand's subtree and whether a feature is on for it there. */
export interface LevelState {
  readonly level: string;
  /** Brands of that level in the subtree (archived brands left out). */
  readonly brand_count: number;
  readonly is_active: boolean;
}

/** Group levels from the top ('GP-5' above 'GP-4'), then the other types by name. */
function levelOrder(a: string, b: string): number {
  const group = (level: string) => /^GP-(\d+)$/.exec(level);
  const [ga, gb] = [group(a), group(b)];
  if (ga && gb) return Number(gb[1]) - Number(ga[1]);
  if (ga) return -1;
  if (gb) return 1;
  return a.localeCompare(b);
}

/**
 * For each level, the activation that holds at `brand`: the row of the nearest brand on its
 * path (itself first) that has one; a level nobody configured is active.
 */
async function activationsAt(
  db: Kysely<Database>,
  brand: Pick<BrandRow, 'path'>,
  serviceCode: string,
): Promise<Map<string, boolean>> {
  const chain = pathIds(brand.path);
  const rows = await db
    .selectFrom('level_activations')
    .select(['brand_id', 'level', 'is_active'])
    .where('service_code', '=', serviceCode)
    .where('brand_id', 'in', chain)
    .execute();
  const depth = new Map(chain.map((id, index) => [id, index]));
  const nearest = new Map<string, { depth: number; active: boolean }>();
  for (const row of rows) {
    const rowDepth = depth.get(row.brand_id) ?? -1;
    const known = nearest.get(row.level);
    if (!known || rowDepth > known.depth)
      nearest.set(row.level, { depth: rowDepth, active: row.is_active === 1 });
  }
  return new Map([...nearest].map(([level, state]) => [level, state.active]));
}

/** The levels of `brand`'s subtree (one grouped index range scan) with their activation. */
export async function levelStates(
  db: Kysely<Database>,
  brand: Pick<BrandRow, 'path'>,
  serviceCode: string,
): Promise<LevelState[]> {
  const [counts, activations] = await Promise.all([
    db
      .selectFrom('brands')
      .select(['type', (eb) => eb.fn.countAll<number>().as('count')])
      .where('path', '>=', brand.path)
      .where('path', '<', `${brand.path}~`)
      .where('archived', '=', 0)
      .groupBy('type')
      .execute(),
    activationsAt(db, brand, serviceCode),
  ]);
  return counts
    .map((row) => ({
      level: row.type,
      brand_count: Number(row.count),
      is_active: activations.get(row.type) ?? true,
    }))
    .sort((a, b) => levelOrder(a.level, b.level));
}

/** Whether `serviceCode` is switched on for `brand`'s own level (see `activationsAt`). */
export async function isLevelActive(
  db: Kysely<Database>,
  brand: Pick<BrandRow, 'path' | 'type'>,
  serviceCode: string,
): Promise<boolean> {
  return (await activationsAt(db, brand, serviceCode)).get(brand.type) ?? true;
}

/** Sets the activation of the given levels on `brandId` for `serviceCode`, in one transaction. */
export async function saveLevelStates(
  db: Kysely<Database>,
  brandId: number,
  serviceCode: string,
  levels: readonly { level: string; is_active: boolean }[],
  userId: string,
): Promise<void> {
  const updatedAt = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (const item of levels) {
      await trx
        .insertInto('level_activations')
        .values({
          brand_id: brandId,
          service_code: serviceCode,
          level: item.level,
          is_active: item.is_active ? 1 : 0,
          updated_at: updatedAt,
          updated_by: userId,
        })
        .onConflict((conflict) =>
          conflict.columns(['brand_id', 'service_code', 'level']).doUpdateSet({
            is_active: item.is_active ? 1 : 0,
            updated_at: updatedAt,
            updated_by: userId,
          }),
        )
        .execute();
    }
  });
}
