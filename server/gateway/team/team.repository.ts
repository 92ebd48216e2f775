import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Where members are looked for: one brand, or the brand and everything below it. */
export interface TeamScope {
  readonly id: number;
  readonly path: string;
  readonly includeChildren: boolean;
}

function members(db: Kysely<Database>, scope: TeamScope) {
  const query = db
    .selectFrom('brand_memberships as m')
    .innerJoin('brands as b', 'b.id', 'm.brand_id')
    .innerJoin('user_profiles as p', 'p.user_id', 'm.user_id')
    .innerJoin('identity_users as u', 'u.id', 'm.user_id');
  return scope.includeChildren
    ? query.where('b.path', '>=', scope.path).where('b.path', '<', `${scope.path}~`)
    : query.where('b.id', '=', scope.id);
}

const MEMBER_COLUMNS = [
  'u.id',
  'p.first_name',
  'p.last_name',
  'u.email',
  'p.phone',
  'p.user_employer',
  'p.profile_photo_uuid',
  'p.profile_photo_path',
  'm.role',
  'b.id as brand_id',
  'b.name as brand_name',
  'b.type as brand_type',
] as const;

/** Memberships (one row per user and brand) of the scope, by name; `userIds` narrows. */
export async function listMembers(
  db: Kysely<Database>,
  scope: TeamScope,
  options: { userIds?: readonly string[]; locationsOnly?: boolean } = {},
) {
  let query = members(db, scope).select([...MEMBER_COLUMNS]);
  if (options.userIds) query = query.where('u.id', 'in', options.userIds.length ? options.userIds : ['']);
  if (options.locationsOnly) query = query.where('b.type', 'not like', 'GP-%');
  return query.orderBy('p.first_name').orderBy('p.last_name').orderBy('u.id').orderBy('b.id').execute();
}

/** The user's memberships in the subtree at `path` or on the brands above it (`chainIds`). */
export async function membershipsNear(
  db: Kysely<Database>,
  userId: string,
  path: string,
  chainIds: readonly number[],
) {
  return db
    .selectFrom('brand_memberships as m')
    .innerJoin('brands as b', 'b.id', 'm.brand_id')
    .innerJoin('user_profiles as p', 'p.user_id', 'm.user_id')
    .innerJoin('identity_users as u', 'u.id', 'm.user_id')
    .select([...MEMBER_COLUMNS])
    .where('m.user_id', '=', userId)
    .where((eb) =>
      eb.or([
        eb.and([eb('b.path', '>=', path), eb('b.path', '<', `${path}~`)]),
        eb('b.id', 'in', [...chainIds, 0]),
      ]),
    )
    .orderBy('b.path')
    .execute();
}

/** Every access granted to the users, with the path of the brand it is granted on. */
export async function accessesOf(db: Kysely<Database>, userIds: readonly string[]) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('user_accesses as a')
    .innerJoin('brands as b', 'b.id', 'a.brand_id')
    .select(['a.user_id', 'a.access', 'b.path'])
    .where('a.user_id', 'in', userIds)
    .execute();
}

/** Locations (non-GP brands) of the subtree that have members, with how many, by name. */
export async function locationsWithMembers(db: Kysely<Database>, scope: TeamScope) {
  return members(db, { ...scope, includeChildren: true })
    .select(['b.id', 'b.name', (eb) => eb.fn.count<number>('m.user_id').distinct().as('users')])
    .where('b.type', 'not like', 'GP-%')
    .where('b.archived', '=', 0)
    .groupBy(['b.id', 'b.name'])
    .orderBy('b.name')
    .execute();
}

/** `%` and `_` of a LIKE pattern taken literally (escape character `\`). */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Employers (memberships of employer profiles) of the brand's subtree and of the brands above
 * it whose name or e-mail contains `term` (case-insensitive), by name: one page and the total,
 * both counted in SQL.
 */
export async function searchEmployers(
  db: Kysely<Database>,
  brand: { path: string },
  ancestors: readonly number[],
  term: string,
  page: { offset: number; limit: number },
) {
  const pattern = `%${likeLiteral(term.toLowerCase())}%`;
  let base = db
    .selectFrom('brand_memberships as m')
    .innerJoin('brands as b', 'b.id', 'm.brand_id')
    .innerJoin('user_profiles as p', 'p.user_id', 'm.user_id')
    .innerJoin('identity_users as u', 'u.id', 'm.user_id')
    .where('p.user_employer', '=', 1)
    .where((eb) =>
      eb.or([
        eb.and([eb('b.path', '>=', brand.path), eb('b.path', '<', `${brand.path}~`)]),
        eb('b.id', 'in', ancestors.length ? ancestors : [0]),
      ]),
    );
  if (term !== '') {
    base = base.where(
      sql<boolean>`(lower(p.first_name || ' ' || p.last_name) like ${pattern} escape '\\' or u.email like ${pattern} escape '\\')`,
    );
  }
  const [rows, total] = await Promise.all([
    base
      .select([
        'u.id',
        'p.first_name',
        'p.last_name',
        'u.email',
        'm.role',
        'b.id as brand_id',
        'b.name as brand_name',
      ])
      .orderBy('p.first_name')
      .orderBy('p.last_name')
      .orderBy('u.id')
      .orderBy('b.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(total.count), rows };
}
