import { sql, type Kysely, type Selectable } from 'kysely';
import { DEFAULT_ACCENT_COLOR, DEFAULT_HEADER_COLOR } from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import { recordBrandChanges } from './brand-changes.repository';
import type { ServiceWire } from './brands.schema';

export type BrandRow = Selectable<Database['brands']>;
/** A service of a brand on the wire. */
export type { ServiceWire };

/** The ids on a brand's path, root first ('/1/5/23/' → [1, 5, 23]). */
export function pathIds(path: string): number[] {
  return path
    .split('/')
    .filter((part) => part !== '')
    .map(Number);
}

/** Upper bound of a subtree's paths: every path under `path` sorts between the two. */
const subtreeEnd = (path: string) => `${path}~`;

export async function findBrand(db: Kysely<Database>, id: number): Promise<BrandRow | undefined> {
  return db.selectFrom('brands').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findBrands(db: Kysely<Database>, ids: readonly number[]): Promise<BrandRow[]> {
  if (ids.length === 0) return [];
  return db.selectFrom('brands').selectAll().where('id', 'in', ids).execute();
}

/**
 * Renames the brand `id` (its name trimmed) and records the change (brand_changes), in one
 * transaction of its own. Answers false when there is no such brand.
 */
export async function renameBrand(db: Kysely<Database>, id: number, name: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const renamed = await trx
      .updateTable('brands')
      .set({ name: name.trim() })
      .where('id', '=', id)
      .executeTakeFirst();
    if (Number(renamed.numUpdatedRows) === 0) return false;
    await recordBrandChanges(trx, [id]);
    return true;
  });
}

/**
 * The brand at `path` and everything below it (one index range scan), ordered by id. Archived
 * brands (and what is below them) are left out unless `includeArchived`.
 */
export async function loadSubtree(
  db: Kysely<Database>,
  path: string,
  includeArchived = false,
): Promise<BrandRow[]> {
  const rows = await db
    .selectFrom('brands')
    .selectAll()
    .where('path', '>=', path)
    .where('path', '<', subtreeEnd(path))
    .orderBy('id')
    .execute();
  if (includeArchived) return rows;
  const archivedIds = new Set(rows.filter((row) => row.archived === 1).map((row) => row.id));
  if (archivedIds.size === 0) return rows;
  // A brand is left out when it or a brand on its path is archived (O(depth) per brand).
  return rows.filter((row) => !pathIds(row.path).some((id) => archivedIds.has(id)));
}

function parseSubServices(json: string): { code: string }[] {
  if (json === '[]') return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value)
      ? value.filter((item): item is { code: string } => typeof item?.code === 'string')
      : [];
  } catch {
    return [];
  }
}

/** Services of every brand of the subtree at `path`, by brand id. */
export async function loadSubtreeServices(
  db: Kysely<Database>,
  path: string,
): Promise<Map<number, ServiceWire[]>> {
  const rows = await db
    .selectFrom('brand_services')
    .innerJoin('brands', 'brands.id', 'brand_services.brand_id')
    .select([
      'brand_services.brand_id',
      'brand_services.code',
      'brand_services.type',
      'brand_services.sub_services_json',
    ])
    .where('brands.path', '>=', path)
    .where('brands.path', '<', subtreeEnd(path))
    .execute();
  return groupServices(rows);
}

/** Services of the given brands, by brand id. */
export async function loadServices(
  db: Kysely<Database>,
  brandIds: readonly number[],
): Promise<Map<number, ServiceWire[]>> {
  if (brandIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('brand_services')
    .select(['brand_id', 'code', 'type', 'sub_services_json'])
    .where('brand_id', 'in', brandIds)
    .execute();
  return groupServices(rows);
}

/** Services by brand id, in row order; equal sub-service lists are parsed once and shared (do not mutate). */
function groupServices(
  rows: readonly { brand_id: number; code: string; type: string; sub_services_json: string }[],
): Map<number, ServiceWire[]> {
  const byBrand = new Map<number, ServiceWire[]>();
  const subServices = new Map<string, { code: string }[]>();
  for (const row of rows) {
    let sub = subServices.get(row.sub_services_json);
    if (!sub) subServices.set(row.sub_services_json, (sub = parseSubServices(row.sub_services_json)));
    const service = { code: row.code, type: row.type, sub_services: sub };
    const list = byBrand.get(row.brand_id);
    if (list) list.push(service);
    else byBrand.set(row.brand_id, [service]);
  }
  return byBrand;
}

/** Brand ids the user marked as favourite. */
export async function favouriteIds(db: Kysely<Database>, userId: string): Promise<Set<number>> {
  const rows = await db
    .selectFrom('favourite_brands')
    .select('brand_id')
    .where('user_id', '=', userId)
    .execute();
  return new Set(rows.map((row) => row.brand_id));
}

export type BrandSettingsRow = Selectable<Database['brand_settings']>;

/**
 * The settings of a brand: its own row, else its nearest ancestor's (settings are inherited),
 * field by field. Undefined fields when no brand on the path has a value.
 */
export async function effectiveSettings(
  db: Kysely<Database>,
  brand: Pick<BrandRow, 'path'>,
): Promise<Partial<BrandSettingsRow>> {
  const chain = pathIds(brand.path);
  const rows = await db.selectFrom('brand_settings').selectAll().where('brand_id', 'in', chain).execute();
  const byId = new Map(rows.map((row) => [row.brand_id, row]));
  const merged: Partial<Record<keyof BrandSettingsRow, unknown>> = {};
  for (const id of chain) {
    const row = byId.get(id);
    if (!row) continue;
    for (const [key, value] of Object.entries(row)) {
      if (value !== null && key !== 'brand_id') merged[key as keyof BrandSettingsRow] = value;
    }
  }
  // Suspension is the brand's or any ancestor's: one suspended level suspends what is below.
  merged.is_suspended = rows.some((row) => row.is_suspended === 1) ? 1 : 0;
  return merged as Partial<BrandSettingsRow>;
}

/**
 * A brand's images and scheme colours from its effective settings (inherited); the default
 * scheme, with brand_id 0, for no brand. Shared by the brand media and profile-scheme routes.
 */
export async function brandMedia(db: Kysely<Database>, brand: Pick<BrandRow, 'id' | 'path'> | undefined) {
  const settings = brand ? await effectiveSettings(db, brand) : {};
  const image = (uuid: string | null | undefined, path: string | null | undefined) =>
    uuid && path ? { uuid, path } : null;
  return {
    brand_id: brand?.id ?? 0,
    profile_image: image(settings.profile_image_uuid, settings.profile_image_path),
    rectangle_profile_image: image(settings.rectangle_image_uuid, settings.rectangle_image_path),
    scheme_settings: {
      background_color: settings.background_color ?? DEFAULT_HEADER_COLOR,
      accent_color: settings.accent_color ?? DEFAULT_ACCENT_COLOR,
    },
  };
}

/** `%` and `_` of a LIKE pattern taken literally (escape character backslash). */
function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (match) => `\\${match}`);
}

/**
 * Brands of the subtree at `path` whose name contains `term` (case-insensitive for ASCII; an
 * empty term matches all), leaving out archived brands and what is below them; ordered by id,
 * `limit` rows from `offset`, and how many match in all. Two indexed queries, no subtree load.
 */
export async function searchSubtree(
  db: Kysely<Database>,
  path: string,
  term: string,
  page: { limit: number; offset: number },
): Promise<{ total: number; rows: BrandRow[] }> {
  const pattern = `%${likeLiteral(term)}%`;
  const base = db
    .selectFrom('brands as b')
    .where('b.path', '>=', path)
    .where('b.path', '<', subtreeEnd(path))
    // lower() on both sides: SQLite's LIKE ignores ASCII case, PostgreSQL's does not.
    .where(sql<boolean>`lower(b.name) like lower(${pattern}) escape '\\'`)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('brands as a')
            .select('a.id')
            .where('a.archived', '=', 1)
            .where('a.path', '>=', path)
            .where('a.path', '<', subtreeEnd(path))
            .where(sql<boolean>`substr(b.path, 1, length(a.path)) = a.path`),
        ),
      ),
    );
  const [counted, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base.selectAll('b').orderBy('b.id').limit(page.limit).offset(page.offset).execute(),
  ]);
  return { total: Number(counted.total), rows };
}
