import type { Kysely, Selectable } from 'kysely';
import { PIPELINE_STAGES, type ApplicationStatus, type TagMode } from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import { pathIds, type BrandRow } from '../brands/brands.repository';

/**
 * The enumerated columns as their values: only the route schemas (TAG_MODES) and the pipeline
 * stages (APPLICATION_STATUSES) write them.
 */
type TagEnums = { mode: TagMode; status: ApplicationStatus | null };

/** A tag with its owning brand and position, as the routes answer it. */
export type TagRow = Omit<Selectable<Database['tags']>, keyof TagEnums> &
  TagEnums & {
    brand_name: string;
    brand_path: string;
    position_title: string | null;
  };

type Db = Kysely<Database>;

function tagsWithBrand(db: Db) {
  return db
    .selectFrom('tags as t')
    .innerJoin('brands as b', 'b.id', 't.brand_id')
    .leftJoin('positions as p', 'p.id', 't.position_id')
    .selectAll('t')
    .select(['b.name as brand_name', 'b.path as brand_path', 'p.title as position_title'])
    .$narrowType<TagEnums>();
}

/**
 * The tags visible from `brand` to `userId`: STATUS tags of the brand's enterprise, tags of the
 * brand and its ancestors (a group's tags hold in its whole subtree), and with `includeAll` the
 * tags of brands below it; PRIVATE tags only when the user wrote them. Ordered by mode, then
 * sort_order.
 */
export function visibleTags(db: Db, brand: BrandRow, userId: string, includeAll: boolean, tagId?: number) {
  const chain = pathIds(brand.path);
  let query = tagsWithBrand(db).where((eb) =>
    eb.and([
      eb.or([
        eb.and([eb('t.mode', '=', 'STATUS'), eb('t.brand_id', '=', brand.group_id)]),
        eb.and([
          eb('t.mode', '!=', 'STATUS'),
          eb.or([
            eb('t.brand_id', 'in', chain),
            ...(includeAll
              ? [eb.and([eb('b.path', '>=', brand.path), eb('b.path', '<', `${brand.path}~`)])]
              : []),
          ]),
        ]),
      ]),
      eb.or([eb('t.mode', '!=', 'PRIVATE'), eb('t.owner_user_id', '=', userId)]),
    ]),
  );
  if (tagId !== undefined) query = query.where('t.id', '=', tagId);
  return query.orderBy('t.sort_order').orderBy('t.id').execute();
}

/** Creates the six pipeline stages of an enterprise when missing (idempotent). */
export async function ensureStatusTags(db: Db, enterpriseId: number, now: string): Promise<void> {
  const existing = await db
    .selectFrom('tags')
    .select('status')
    .where('brand_id', '=', enterpriseId)
    .where('mode', '=', 'STATUS')
    .execute();
  if (existing.length >= PIPELINE_STAGES.length) return;
  const have = new Set(existing.map((row) => row.status));
  const missing = PIPELINE_STAGES.map((stage, index) => ({ ...stage, index })).filter(
    (stage) => !have.has(stage.status),
  );
  await db
    .insertInto('tags')
    .values(
      missing.map((stage) => ({
        brand_id: enterpriseId,
        name: stage.name,
        name_folded: stage.name,
        mode: 'STATUS',
        scope: '',
        status: stage.status,
        sort_order: stage.index,
        created_at: now,
        updated_at: now,
      })),
    )
    .onConflict((oc) => oc.doNothing())
    .execute();
}

/** How many candidates carry each non-STATUS tag. */
export async function assignmentCounts(db: Db, tagIds: readonly number[]): Promise<Map<number, number>> {
  if (tagIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('candidate_tags')
    .select(['tag_id', (eb) => eb.fn.countAll<number>().as('n')])
    .where('tag_id', 'in', tagIds)
    .groupBy('tag_id')
    .execute();
  return new Map(rows.map((row) => [row.tag_id, Number(row.n)]));
}

/** Open applications by status below `brand` (what a STATUS tag's count is). */
export async function statusCounts(db: Db, brand: BrandRow): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('applications as a')
    .innerJoin('positions as p', 'p.id', 'a.position_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select(['a.status', (eb) => eb.fn.countAll<number>().as('n')])
    .where('a.archived', '=', 0)
    .where('b.path', '>=', brand.path)
    .where('b.path', '<', `${brand.path}~`)
    .groupBy('a.status')
    .execute();
  return new Map(rows.map((row) => [row.status, Number(row.n)]));
}

/** Tags owned by a brand (every mode): what the per-brand limit counts. */
export async function ownedTagCount(db: Db, brandId: number): Promise<number> {
  const row = await db
    .selectFrom('tags')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('brand_id', '=', brandId)
    .where('mode', '!=', 'STATUS')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The tags a new or moved tag is ordered among: same brand and mode (own private ones). */
export function siblings(db: Db, tag: Pick<TagRow, 'brand_id' | 'mode' | 'owner_user_id'>) {
  let query = db
    .selectFrom('tags')
    .select(['id', 'sort_order'])
    .where('brand_id', '=', tag.brand_id)
    .where('mode', '=', tag.mode);
  if (tag.mode === 'PRIVATE' && tag.owner_user_id)
    query = query.where('owner_user_id', '=', tag.owner_user_id);
  return query.orderBy('sort_order').orderBy('id').execute();
}

/** Puts `tagId` at `place` (clamped) among its siblings and numbers them 0, 1, 2… */
export async function moveTag(db: Db, tag: TagRow, place: number): Promise<void> {
  const ids = (await siblings(db, tag)).map((row) => row.id).filter((id) => id !== tag.id);
  ids.splice(Math.max(0, Math.min(place, ids.length)), 0, tag.id);
  for (const [index, id] of ids.entries()) {
    await db.updateTable('tags').set({ sort_order: index }).where('id', '=', id).execute();
  }
}

/** The tag with the same clash key, if any (name check and create). */
export function clashingTag(db: Db, key: { brandId: number; mode: string; scope: string; folded: string }) {
  return db
    .selectFrom('tags')
    .select(['id', 'name', 'mode'])
    .where('brand_id', '=', key.brandId)
    .where('mode', '=', key.mode)
    .where('scope', '=', key.scope)
    .where('name_folded', '=', key.folded)
    .$narrowType<Pick<TagEnums, 'mode'>>()
    .executeTakeFirst();
}
