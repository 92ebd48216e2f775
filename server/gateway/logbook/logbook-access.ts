import type { Kysely } from 'kysely';
import {
  LOGBOOK_ENTRY_TYPES,
  VIEW_LOGBOOK,
  type WRITE_LOGBOOK,
  type LogbookEntryType,
} from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import { pathIds, type BrandRow } from '../brands/brands.repository';

/**
 * One grant of VIEW_LOGBOOK or WRITE_LOGBOOK as it applies below a brand: the subtree it holds
 * on (the granted brand's path) and the entry types its LOGBOOK_ENTRY_TYPE conditions allow (all
 * six when it has none). Grants on the brand's ancestors and on brands below it both count, so a
 * subtree read (week, search) sees each location with exactly the types granted over it.
 */
export interface LogbookGrant {
  readonly path: string;
  readonly types: readonly LogbookEntryType[];
}

function typesOf(conditionsJson: string): LogbookEntryType[] {
  let conditions: unknown;
  try {
    conditions = JSON.parse(conditionsJson);
  } catch {
    return [];
  }
  if (!Array.isArray(conditions)) return [];
  const typed = conditions.filter(
    (condition): condition is { type: string; values: { code: string }[] } =>
      typeof condition === 'object' && condition !== null && condition.type === 'LOGBOOK_ENTRY_TYPE',
  );
  // Conditions of other types do not restrict the entry type.
  if (typed.length === 0) return [...LOGBOOK_ENTRY_TYPES];
  const codes = new Set(typed.flatMap((condition) => (condition.values ?? []).map((value) => value.code)));
  return LOGBOOK_ENTRY_TYPES.filter((type) => codes.has(type));
}

/** The caller's grants of `permission` on `brand`, its ancestors and the brands below it. */
export async function logbookGrants(
  db: Kysely<Database>,
  userId: string,
  brand: Pick<BrandRow, 'path'>,
  permission: typeof VIEW_LOGBOOK | typeof WRITE_LOGBOOK,
): Promise<LogbookGrant[]> {
  const rows = await db
    .selectFrom('user_permissions')
    .innerJoin('brands', 'brands.id', 'user_permissions.brand_id')
    .select(['brands.path', 'user_permissions.conditions_json'])
    .where('user_permissions.user_id', '=', userId)
    .where('user_permissions.name', '=', permission)
    .where((eb) =>
      eb.or([
        eb('brands.id', 'in', pathIds(brand.path)),
        eb.and([eb('brands.path', '>=', brand.path), eb('brands.path', '<', `${brand.path}~`)]),
      ]),
    )
    .execute();
  return rows
    .map((row) => ({ path: row.path, types: typesOf(row.conditions_json) }))
    .filter((grant) => grant.types.length > 0);
}

/** The types the grants allow at the brand with this path (a location), in catalogue order. */
export function typesAt(grants: readonly LogbookGrant[], path: string): LogbookEntryType[] {
  const allowed = new Set(
    grants.filter((grant) => path.startsWith(grant.path)).flatMap((grant) => grant.types),
  );
  return LOGBOOK_ENTRY_TYPES.filter((type) => allowed.has(type));
}

/**
 * The types each of `userIds` reads at the location with `path` (grants on it or above it), in
 * one query; people with none are left out of the map.
 */
export async function readableTypesOfPeople(
  db: Kysely<Database>,
  userIds: readonly string[],
  path: string,
): Promise<Map<string, LogbookEntryType[]>> {
  const result = new Map<string, LogbookEntryType[]>();
  if (userIds.length === 0) return result;
  const rows = await db
    .selectFrom('user_permissions')
    .innerJoin('brands', 'brands.id', 'user_permissions.brand_id')
    .select(['user_permissions.user_id', 'brands.path', 'user_permissions.conditions_json'])
    .where('user_permissions.user_id', 'in', [...userIds])
    .where('user_permissions.name', '=', VIEW_LOGBOOK)
    .where('brands.id', 'in', pathIds(path))
    .execute();
  const grants = new Map<string, LogbookGrant[]>();
  for (const row of rows) {
    const types = typesOf(row.conditions_json);
    if (types.length === 0) continue;
    grants.set(row.user_id, [...(grants.get(row.user_id) ?? []), { path: row.path, types }]);
  }
  for (const [userId, held] of grants) result.set(userId, typesAt(held, path));
  return result;
}

/** Whether `userId` reads entries of `type` (any string; unknown types answer false) at the location with `path`. */
export async function mayReadLogbookType(
  db: Kysely<Database>,
  userId: string,
  path: string,
  type: string,
): Promise<boolean> {
  const grants = await logbookGrants(db, userId, { path }, VIEW_LOGBOOK);
  return (typesAt(grants, path) as readonly string[]).includes(type);
}

/** Every VIEW_LOGBOOK grant `userId` holds, wherever it is (the daily digest reads them all). */
export async function allReadGrants(db: Kysely<Database>, userId: string): Promise<LogbookGrant[]> {
  const rows = await db
    .selectFrom('user_permissions')
    .innerJoin('brands', 'brands.id', 'user_permissions.brand_id')
    .select(['brands.path', 'user_permissions.conditions_json'])
    .where('user_permissions.user_id', '=', userId)
    .where('user_permissions.name', '=', VIEW_LOGBOOK)
    .orderBy('brands.path')
    .execute();
  return rows
    .map((row) => ({ path: row.path, types: typesOf(row.conditions_json) }))
    .filter((grant) => grant.types.length > 0);
}
