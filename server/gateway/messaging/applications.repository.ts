import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { publishLiveEvent } from '../live/live-events.port';
import type { ApplicationAudience } from '../live/live-events.catalogue';
import { noteThreadEvent } from '../notifications/thread-digest';

type Joined = Database & {
  a: Database['applications'];
  p: Database['positions'];
  b: Database['brands'];
  u: Database['user_profiles'];
};
type From = 'a' | 'p' | 'b';
type Eb = ExpressionBuilder<Joined, From>;

/** Who reads: the candidate reads the employers' messages, an employer the candidate's. */
export type Reader = { readonly side: 'candidate'; readonly userId: string } | EmployerReader;
export interface EmployerReader {
  readonly side: 'employer';
  readonly userId: string;
  /** Brand paths whose subtrees the employer may read (hire-scope.repository.ts). */
  readonly paths: readonly string[];
}

/** Filters of the employer inbox; undefined means "any". */
export interface InboxFilters {
  readonly includeArchived: boolean;
  readonly positionId?: number;
  /** Path of a brand: applications to positions of its subtree. */
  readonly locationPath?: string;
  readonly status?: string;
  /** true: threads with unread messages only; false: threads without. */
  readonly unread?: boolean;
}

export interface ApplicationListRow {
  readonly id: number;
  readonly status: string;
  readonly archived: number;
  readonly created_at: string;
  readonly position_id: number;
  readonly title: string;
  readonly category: string;
  readonly brand_id: number;
  readonly brand_name: string;
  readonly candidate_user_id: string;
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly unread: number;
  /** WEB | SMS for an application made through the careers channels; null otherwise. */
  readonly source: string | null;
}

function joined(db: Kysely<Database>) {
  return db
    .selectFrom('applications as a')
    .innerJoin('positions as p', 'p.id', 'a.position_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id');
}

/**
 * How many messages of application `a` the reader has not read, from the other side: the
 * side's message counter less the reader's read counter (both kept by the triggers of migration
 * 0017 in the transaction of each message and read mark), one primary-key lookup per row.
 */
export function unreadCount(eb: Eb, reader: Reader) {
  const side = reader.side === 'employer' ? 'candidate' : 'employer';
  const read = eb
    .selectFrom('application_read_counts as rc')
    .select(side === 'candidate' ? 'rc.candidate_read' : 'rc.employer_read')
    .whereRef('rc.application_id', '=', 'a.id')
    .where('rc.user_id', '=', reader.userId);
  return sql<number>`(${eb.ref(side === 'candidate' ? 'a.candidate_messages' : 'a.employer_messages')} - coalesce((${read}), 0))`;
}

/** Rows the reader may see: their own applications, or those in the employer's subtrees. */
function visible(eb: Eb, reader: Reader) {
  if (reader.side === 'candidate') return eb('a.candidate_user_id', '=', reader.userId);
  // No paths: `or` of nothing is false, so the employer sees nothing.
  return eb.or(reader.paths.map((path) => eb.and([eb('b.path', '>=', path), eb('b.path', '<', `${path}~`)])));
}

function filtered(
  query: SelectQueryBuilder<Joined, From, object>,
  reader: Reader,
  filters: InboxFilters,
): SelectQueryBuilder<Joined, From, object> {
  let result = query.where((eb) => visible(eb, reader));
  if (!filters.includeArchived) result = result.where('a.archived', '=', 0);
  if (filters.positionId !== undefined) result = result.where('p.id', '=', filters.positionId);
  if (filters.status !== undefined) result = result.where('a.status', '=', filters.status);
  const location = filters.locationPath;
  if (location !== undefined) {
    result = result.where('b.path', '>=', location).where('b.path', '<', `${location}~`);
  }
  if (filters.unread !== undefined) {
    const wanted = filters.unread;
    result = result.where((eb) => eb(unreadCount(eb, reader), wanted ? '>' : '=', 0));
  }
  return result;
}

/** One page of the reader's applications, newest first, with the reader's unread count each. */
export async function listApplications(
  db: Kysely<Database>,
  reader: Reader,
  filters: InboxFilters,
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: ApplicationListRow[] }> {
  const base = filtered(joined(db), reader, filters);
  // The page's ids first: SQLite computes every selected column before sorting, so the unread
  // subquery runs for the ten rows of the page only, not for every row of the subtree.
  const [pageIds, total] = await Promise.all([
    base
      .select('a.id')
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  const ids = pageIds.map((row) => row.id);
  const rows =
    ids.length === 0
      ? []
      : await joined(db)
          .leftJoin('user_profiles as u', 'u.user_id', 'a.candidate_user_id')
          .leftJoin('career_applications as c', 'c.application_id', 'a.id')
          .select((eb) => [
            'a.id',
            'a.status',
            'a.archived',
            'a.created_at',
            'p.id as position_id',
            'p.title',
            'p.category',
            'b.id as brand_id',
            'b.name as brand_name',
            'a.candidate_user_id',
            'u.first_name',
            'u.last_name',
            'c.source',
            unreadCount(eb, reader).as('unread'),
          ])
          .where('a.id', 'in', ids)
          .orderBy('a.created_at', 'desc')
          .orderBy('a.id', 'desc')
          .execute();
  return {
    total: Number(total.count),
    rows: rows.map((row) => ({ ...row, unread: Number(row.unread ?? 0) })),
  };
}

/** Messages the reader has not read over all their (non-archived unless asked) applications. */
export async function unreadTotal(
  db: Kysely<Database>,
  reader: Reader,
  includeArchived = true,
): Promise<number> {
  const row = await filtered(joined(db), reader, { includeArchived })
    .select((eb) => eb.fn.sum<number>(unreadCount(eb, reader)).as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count ?? 0);
}

/** How many positions and locations the board lists: the busiest ones. */
export const BOARD_FACET_LIMIT = 50;

export interface BoardFacets {
  readonly byStatus: { status: string; applications: number; unread: number }[];
  /** The BOARD_FACET_LIMIT positions with most unread, then most applications. */
  readonly byPosition: { id: number; title: string; applications: number; unread: number }[];
  readonly byLocation: { id: number; name: string; applications: number; unread: number }[];
  readonly positionsTotal: number;
  readonly locationsTotal: number;
}

/**
 * Applications and unread messages of the employer, grouped by status (all), position and
 * location (the busiest BOARD_FACET_LIMIT of each, most unread first, then most applications,
 * ties by id; with how many there are in all).
 */
export async function boardFacets(
  db: Kysely<Database>,
  reader: EmployerReader,
  includeArchived: boolean,
  /** When set: only applications to positions of this brand itself, none of its subtree's. */
  ownBrandId?: number,
): Promise<BoardFacets> {
  // One statement, aggregated by SQLite: the subtree's applications are read once (with the
  // reader's unread count each) into a materialized table, then grouped three ways; only the six
  // statuses and the busiest positions and locations come back. Grouped by integer keys (grouping
  // by titles and names costs five times as much on a 20 000-location subtree); the names of the
  // listed positions and locations are joined last.
  const inScope = filtered(joined(db), reader, { includeArchived });
  const scoped = (ownBrandId === undefined ? inScope : inScope.where('p.brand_id', '=', ownBrandId)).select(
    (eb) => ['a.status', 'p.id as position_id', 'p.brand_id', unreadCount(eb, reader).as('unread')],
  );
  const limit = BOARD_FACET_LIMIT;
  const { rows } = await sql<{
    facet: 'status' | 'position' | 'location';
    status: string | null;
    id: number | null;
    label: string | null;
    applications: number;
    unread: number | null;
    total: number;
  }>`
    with scoped as materialized ${scoped},
    by_position as (
      select position_id as id, count(*) as applications, sum(unread) as unread, count(*) over () as total
      from scoped group by position_id
      order by unread desc, applications desc, position_id limit ${limit}
    ),
    by_location as (
      select brand_id as id, count(*) as applications, sum(unread) as unread, count(*) over () as total
      from scoped group by brand_id
      order by unread desc, applications desc, brand_id limit ${limit}
    )
    select 'status' as facet, status, null as id, null as label, count(*) as applications,
      sum(unread) as unread, 0 as total
    from scoped group by status
    union all
    select 'position', null, t.id, p.title, t.applications, t.unread, t.total
    from by_position t join positions p on p.id = t.id
    union all
    select 'location', null, t.id, b.name, t.applications, t.unread, t.total
    from by_location t join brands b on b.id = t.id`.execute(db);
  const tally = (row: (typeof rows)[number]) => ({
    applications: Number(row.applications),
    unread: Number(row.unread ?? 0),
  });
  const facet = (name: 'position' | 'location') => rows.filter((row) => row.facet === name);
  const byCount = <T extends { applications: number; unread: number }>(
    values: T[],
    label: (value: T) => string,
  ) =>
    values.sort(
      (a, b) => b.unread - a.unread || b.applications - a.applications || label(a).localeCompare(label(b)),
    );
  const positions = facet('position');
  const locations = facet('location');
  return {
    byStatus: rows
      .filter((row) => row.facet === 'status')
      .map((row) => ({ status: row.status ?? '', ...tally(row) }))
      .sort((a, b) => a.status.localeCompare(b.status)),
    byPosition: byCount(
      positions.map((row) => ({ id: Number(row.id), title: row.label ?? '', ...tally(row) })),
      (value) => value.title,
    ),
    byLocation: byCount(
      locations.map((row) => ({ id: Number(row.id), name: row.label ?? '', ...tally(row) })),
      (value) => value.name,
    ),
    positionsTotal: Number(positions[0]?.total ?? 0),
    locationsTotal: Number(locations[0]?.total ?? 0),
  };
}

/** An application with what access checks need; undefined when it does not exist. */
export async function findApplication(db: Kysely<Database>, id: number) {
  return joined(db)
    .select([
      'a.id',
      'a.candidate_user_id',
      'a.archived',
      'a.status',
      'b.path as brand_path',
      'b.id as brand_id',
    ])
    .where('a.id', '=', id)
    .executeTakeFirst();
}
export type ApplicationAccessRow = NonNullable<Awaited<ReturnType<typeof findApplication>>>;

/**
 * Sets an application's status and archived flag, with its `application.status_changed` live
 * event (`live`: the application's audience) and, when the status changed, the candidate's mail
 * notice (thread-digest.ts) in the same transaction.
 */
export async function updateApplication(
  db: Kysely<Database>,
  id: number,
  fields: { status: string; archived: boolean },
  live: ApplicationAudience,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('applications')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirst();
    await trx
      .updateTable('applications')
      .set({ status: fields.status, archived: fields.archived ? 1 : 0 })
      .where('id', '=', id)
      .execute();
    // The candidate hears of a new status by mail (batched per thread, thread-digest.ts).
    if (before && before.status !== fields.status) {
      await noteThreadEvent(trx, live.candidateUserId, id, { kind: 'status', status: fields.status });
    }
    await publishLiveEvent(trx, {
      name: 'application.status_changed',
      payload: { application_id: id, brand_id: live.brand.id, status: fields.status },
      brand: live.brand,
      candidateUserId: live.candidateUserId,
    });
  });
}
