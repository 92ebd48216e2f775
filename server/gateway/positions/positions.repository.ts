import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Positions (not templates) of the brand, or of its whole subtree; archived ones when asked. */
export async function listPositions(
  db: Kysely<Database>,
  brand: { id: number; path: string },
  options: { subtree: boolean; includeArchived: boolean },
) {
  let query = db
    .selectFrom('positions as p')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select([
      'p.id',
      'p.title',
      'p.category',
      'p.level',
      'p.archived',
      'p.status',
      'b.id as brand_id',
      'b.name as brand_name',
    ])
    .where('p.is_template', '=', 0);
  query = options.subtree
    ? query.where('b.path', '>=', brand.path).where('b.path', '<', `${brand.path}~`)
    : query.where('b.id', '=', brand.id);
  if (!options.includeArchived) query = query.where('p.archived', '=', 0);
  return query.orderBy('p.category').orderBy('p.title').orderBy('b.name').orderBy('p.id').execute();
}

/** A position with its brand's path; undefined when it does not exist. */
export async function findPosition(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('positions as p')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select(['p.id', 'p.title', 'b.path as brand_path'])
    .where('p.id', '=', id)
    .executeTakeFirst();
}

/** Approvals to recruit of a position, newest first; `status` undefined for all. */
export async function listAtrs(db: Kysely<Database>, positionId: number, status: string | undefined) {
  let query = db
    .selectFrom('position_atrs as t')
    .leftJoin('user_profiles as u', 'u.user_id', 't.requested_by_user_id')
    .select([
      't.id',
      't.status',
      't.headcount',
      't.reason',
      't.created_at',
      't.requested_by_user_id',
      'u.first_name',
      'u.last_name',
    ])
    .where('t.position_id', '=', positionId);
  if (status !== undefined) query = query.where('t.status', '=', status);
  return query.orderBy('t.created_at', 'desc').orderBy('t.id', 'desc').execute();
}
