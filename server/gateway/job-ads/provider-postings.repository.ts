import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** One provider posting of the job-ads screen's list (issue #38). */
export interface ProviderPostingRow {
  readonly positionId: number;
  readonly positionTitle: string;
  readonly locationId: number;
  readonly locationName: string;
  /** PENDING | POSTED | PAUSED | CLOSED | FAILED (JOB_AD_POSTING_STATUSES). */
  readonly status: string;
  /** The provider's reason of the last failure; undefined unless FAILED. */
  readonly failure: string | undefined;
  /** When the provider last confirmed the campaign live (ISO UTC); undefined unless POSTED. */
  readonly postedAt: string | undefined;
  /** The position's public page the ad leads to (`/careers/{slug}/{id}`); undefined without one. */
  readonly link: string | undefined;
}

/**
 * A page of the provider postings of positions at `brandPath` and below, the last changed first
 * (then the newest position), with the count of all of them. `limit` rows from `offset`.
 */
export async function providerPostingsPage(
  db: Kysely<Database>,
  brandPath: string,
  { offset, limit }: { readonly offset: number; readonly limit: number },
): Promise<{ readonly total: number; readonly postings: ProviderPostingRow[] }> {
  const below = db
    .selectFrom('indeed_postings as ip')
    .innerJoin('positions as p', 'p.id', 'ip.position_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .where('b.path', '>=', brandPath)
    .where('b.path', '<', `${brandPath}~`);
  const [counted, rows, pages] = await Promise.all([
    below.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirst(),
    below
      .select([
        'ip.position_id',
        'ip.status',
        'ip.last_error',
        'ip.updated_at',
        'p.title',
        'b.id as location_id',
        'b.name as location_name',
        'b.path as location_path',
      ])
      .orderBy('ip.updated_at', 'desc')
      .orderBy('ip.position_id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute(),
    db
      .selectFrom('careers_pages as c')
      .innerJoin('brands as b', 'b.id', 'c.brand_id')
      .select(['b.path', 'c.slug'])
      .where('b.archived', '=', 0)
      .execute(),
  ]);
  // A location's positions show on the careers page of the nearest brand above it with one.
  const pageOf = (path: string) =>
    pages.filter((page) => path.startsWith(page.path)).sort((a, b) => b.path.length - a.path.length)[0];
  return {
    total: Number(counted?.total ?? 0),
    postings: rows.map((row) => {
      const page = pageOf(row.location_path);
      return {
        positionId: Number(row.position_id),
        positionTitle: row.title ?? '',
        locationId: Number(row.location_id),
        locationName: row.location_name,
        status: row.status,
        failure: row.status === 'FAILED' ? (row.last_error ?? undefined) : undefined,
        postedAt: row.status === 'POSTED' ? row.updated_at : undefined,
        link: page ? `/careers/${page.slug}/${Number(row.position_id)}` : undefined,
      };
    }),
  };
}
