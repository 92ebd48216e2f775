import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ScopeRoot } from '../brands/brand-scope';

/** The access an employer needs to see applications (spec 000 §6 "ATR", #13). */
export const HIRE_ACCESS = 'SOURCE_HIRE';

/** The deeper of two brand paths when one holds the other, else undefined (disjoint subtrees). */
function intersect(a: string, b: string): string | undefined {
  if (a.startsWith(b)) return a;
  if (b.startsWith(a)) return b;
  return undefined;
}

/** Paths with those below another path of the list dropped. */
function outermost(paths: readonly string[]): string[] {
  const sorted = [...new Set(paths)].sort((a, b) => a.length - b.length);
  const kept: string[] = [];
  for (const path of sorted) if (!kept.some((root) => path.startsWith(root))) kept.push(path);
  return kept;
}

/**
 * The subtrees (as brand paths) in which the user may see applications: below `within`, inside
 * the user's brand scope (`roots`) and under a SOURCE_HIRE grant (grants hold on the subtree).
 * Empty when the user has none; every path is the root of a whole subtree that is allowed.
 */
export async function hirePaths(
  db: Kysely<Database>,
  userId: string,
  roots: readonly ScopeRoot[],
  within?: string,
): Promise<string[]> {
  const grants = await db
    .selectFrom('user_accesses as ua')
    .innerJoin('brands as b', 'b.id', 'ua.brand_id')
    .select('b.path')
    .where('ua.user_id', '=', userId)
    .where('ua.access', '=', HIRE_ACCESS)
    .execute();
  const paths: string[] = [];
  for (const grant of grants) {
    for (const root of roots) {
      const shared = intersect(grant.path, root.path);
      const inside = shared === undefined || within === undefined ? shared : intersect(shared, within);
      if (inside !== undefined) paths.push(inside);
    }
  }
  return outermost(paths);
}
