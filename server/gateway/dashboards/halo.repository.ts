import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { pathIds } from '../brands/brands.repository';

/** The counts of one subtree that need no permission beyond access to its brand. */
export interface SubtreeCounts {
  readonly locations: number;
  readonly team_members: number;
  readonly open_positions: number;
}

/** A direct child brand of the Halo dashboard's brand. */
export interface ChildBrand {
  readonly id: number;
  readonly name: string;
  readonly type: string;
}

/**
 * Open locations (brands that are not GP levels), distinct members and open positions (neither
 * archived nor templates) of the subtree of each brand of `ids` (the brand itself included), by
 * brand id; archived brands count for nothing. Counted in SQL, one statement for all of them.
 */
export async function subtreeCounts(
  db: Kysely<Database>,
  ids: readonly number[],
): Promise<Map<number, SubtreeCounts>> {
  const counts = new Map<number, SubtreeCounts>();
  if (ids.length === 0) return counts;
  const under = sql`b.path >= c.path and b.path < c.path || '~' and b.archived = 0`;
  const result = await sql<{ id: number; locations: number; team_members: number; open_positions: number }>`
    select c.id,
      (select count(*) from brands b where ${under} and b.type not like 'GP-%') as locations,
      (select count(distinct m.user_id) from brand_memberships m join brands b on b.id = m.brand_id
        where ${under}) as team_members,
      (select count(*) from positions p join brands b on b.id = p.brand_id
        where ${under} and p.archived = 0 and p.is_template = 0) as open_positions
    from brands c
    where c.id in (${sql.join(ids)})`.execute(db);
  for (const row of result.rows) {
    counts.set(Number(row.id), {
      locations: Number(row.locations),
      team_members: Number(row.team_members),
      open_positions: Number(row.open_positions),
    });
  }
  return counts;
}

/** One page of the open direct children of `brandId` by name, and how many there are. */
export async function childBrands(
  db: Kysely<Database>,
  brandId: number,
  page: { readonly offset: number; readonly limit: number },
): Promise<{ total: number; rows: ChildBrand[] }> {
  const children = db.selectFrom('brands').where('parent_id', '=', brandId).where('archived', '=', 0);
  const [total, rows] = await Promise.all([
    children.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    children
      .select(['id', 'name', 'type'])
      .orderBy('name')
      .orderBy('id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  ]);
  return { total: Number(total.count), rows };
}

/**
 * The direct child of the brand at `path` whose subtree holds each brand of `ids`, by brand id;
 * the brand itself (and brands outside it) map to nothing.
 */
export async function childOf(
  db: Kysely<Database>,
  path: string,
  ids: readonly number[],
): Promise<Map<number, number>> {
  const children = new Map<number, number>();
  if (ids.length === 0) return children;
  const depth = pathIds(path).length;
  const rows = await db
    .selectFrom('brands')
    .select(['id', 'path'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  for (const row of rows) {
    const child = row.path.startsWith(path) ? pathIds(row.path)[depth] : undefined;
    if (child !== undefined) children.set(row.id, child);
  }
  return children;
}
