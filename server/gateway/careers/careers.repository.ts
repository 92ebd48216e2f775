import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The brand whose careers page is at `slug` (not archived); undefined when none. */
export async function findCareersBrand(db: Kysely<Database>, slug: string) {
  return db
    .selectFrom('careers_pages as c')
    .innerJoin('brands as b', 'b.id', 'c.brand_id')
    .select(['b.id', 'b.name', 'b.path', 'c.slug'])
    .where('c.slug', '=', slug)
    .where('b.archived', '=', 0)
    .executeTakeFirst();
}
export type CareersBrandRow = NonNullable<Awaited<ReturnType<typeof findCareersBrand>>>;

const postingColumns = [
  'p.id',
  'p.title',
  'p.category',
  'p.status',
  'p.employment_type',
  'p.pay_min',
  'p.pay_max',
  'p.pay_period',
  'p.created_at',
  'b.id as location_id',
  'b.name as location_name',
  'b.address as location_address',
  'b.latitude as location_latitude',
  'b.longitude as location_longitude',
  'b.path as location_path',
] as const;

/** OPEN positions of the brand's subtree (not archived), by location name, then title. */
export async function listOpenPositions(db: Kysely<Database>, brandPath: string) {
  return db
    .selectFrom('positions as p')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select(postingColumns)
    .where('p.is_template', '=', 0)
    .where('p.archived', '=', 0)
    .where('p.status', '=', 'OPEN')
    .where('b.archived', '=', 0)
    .where('b.path', '>=', brandPath)
    .where('b.path', '<', `${brandPath}~`)
    .orderBy('b.name')
    .orderBy('b.id')
    .orderBy('p.title')
    .orderBy('p.id')
    .execute();
}

/** A position with its location and posting; undefined when unknown or a template. */
export async function findPublicPosition(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('positions as p')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .select([
      ...postingColumns,
      'p.description',
      'p.questions_json',
      'p.sms_code',
      'p.archived',
      'b.archived as location_archived',
    ])
    .where('p.id', '=', id)
    .where('p.is_template', '=', 0)
    .executeTakeFirst();
}
export type PublicPositionRow = NonNullable<Awaited<ReturnType<typeof findPublicPosition>>>;

/** Whether a position row is shown on its careers page below `brandPath`. */
export function shownBelow(row: PublicPositionRow, brandPath: string): boolean {
  return (
    row.location_path.startsWith(brandPath) &&
    row.archived === 0 &&
    row.location_archived === 0 &&
    (row.status === 'OPEN' || row.status === 'PAUSED')
  );
}
