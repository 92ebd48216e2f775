import type { Kysely } from 'kysely';
import type { Static } from '@sinclair/typebox';
import type { Database } from '../../db/schema';
import { pathIds, type BrandRow } from '../brands/brands.repository';
import type { BrandPolicyWire, ConditionSchema, PermissionSchema } from '../brands/brands.schema';

type Permission = Static<typeof PermissionSchema>;
type PermissionCondition = Static<typeof ConditionSchema>;

function parseConditions(json: string): PermissionCondition[] {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? (value as PermissionCondition[]) : [];
  } catch {
    return [];
  }
}

/**
 * Merges grants of one permission name from several levels: a grant without conditions is
 * unrestricted and wins; otherwise the conditions add up (values of a type are alternatives).
 */
function mergePermissions(
  grants: readonly { name: string; conditions: PermissionCondition[] }[],
): Permission[] {
  const byName = new Map<string, PermissionCondition[] | 'unrestricted'>();
  for (const grant of grants) {
    const known = byName.get(grant.name);
    if (known === 'unrestricted') continue;
    if (grant.conditions.length === 0) byName.set(grant.name, 'unrestricted');
    else byName.set(grant.name, [...(known ?? []), ...grant.conditions]);
  }
  return [...byName].map(([name, conditions]) => ({
    name,
    conditions: conditions === 'unrestricted' ? [] : conditions,
  }));
}

/**
 * The user's policy on each brand (spec 000 §3 "Policy"): permissions and user accesses granted
 * on the brand or any ancestor (grants hold on the whole subtree). Brands in the order given.
 */
export async function policiesFor(
  db: Kysely<Database>,
  userId: string,
  brands: readonly Pick<BrandRow, 'id' | 'path'>[],
): Promise<BrandPolicyWire[]> {
  const chainIds = [...new Set(brands.flatMap((brand) => pathIds(brand.path)))];
  if (chainIds.length === 0) return [];
  const [accessRows, permissionRows] = await Promise.all([
    db
      .selectFrom('user_accesses')
      .select(['brand_id', 'access'])
      .where('user_id', '=', userId)
      .where('brand_id', 'in', chainIds)
      .execute(),
    db
      .selectFrom('user_permissions')
      .select(['brand_id', 'name', 'conditions_json'])
      .where('user_id', '=', userId)
      .where('brand_id', 'in', chainIds)
      .execute(),
  ]);
  return brands.map((brand) => {
    const chain = new Set(pathIds(brand.path));
    const accesses = [
      ...new Set(accessRows.filter((row) => chain.has(row.brand_id)).map((row) => row.access)),
    ];
    const permissions = mergePermissions(
      permissionRows
        .filter((row) => chain.has(row.brand_id))
        .map((row) => ({ name: row.name, conditions: parseConditions(row.conditions_json) })),
    );
    return { brandId: brand.id, permissions, user_accesses: accesses.sort() };
  });
}
