import type { ExpressionBuilder, Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/schema';

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
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly unread: number;
}

function joined(db: Kysely<Database>) {
  return db
    .selectFrom('applications as a')
    .innerJoin('positions as p', 'p.id', 'a.position_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id');
}

/** Messages of application `a` the reader has not read, from the other side. */
export function unreadMessages(eb: Eb, reader: Reader) {
  return eb
    .selectFrom('application_messages as m')
    .whereRef('m.application_id', '=', 'a.id')
    .where((inner) =>
      reader.side === 'employer'
        ? inner('m.sender_user_id', '=', inner.ref('a.candidate_user_id'))
        : inner.or([
            inner('m.sender_user_id', 'is', null),
            inner('m.sender_user_id', '!=', inner.ref('a.candidate_user_id')),
          ]),
    )
    .where((inner) =>
      inner.not(
        inner.exists(
          inner
            .selectFrom('message_reads as r')
            .select('r.message_id')
            .whereRef('r.message_id', '=', 'm.id')
            .where('r.user_id', '=', reader.userId),
        ),
      ),
    );
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
    result = result.where((eb) => {
      const exists = eb.exists(unreadMessages(eb, reader).select('m.id'));
      return wanted ? exists : eb.not(exists);
    });
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
            'u.first_name',
            'u.last_name',
            unreadMessages(eb, reader)
              .select((inner) => inner.fn.countAll<number>().as('n'))
              .as('unread'),
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
    .innerJoin('application_messages as m', 'm.application_id', 'a.id')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where((eb) =>
      reader.side === 'employer'
        ? eb('m.sender_user_id', '=', eb.ref('a.candidate_user_id'))
        : eb.or([
            eb('m.sender_user_id', 'is', null),
            eb('m.sender_user_id', '!=', eb.ref('a.candidate_user_id')),
          ]),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('message_reads as r')
            .select('r.message_id')
            .whereRef('r.message_id', '=', 'm.id')
            .where('r.user_id', '=', reader.userId),
        ),
      ),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
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
): Promise<BoardFacets> {
  // Grouped by integer keys only (grouping by titles and names costs five times as much on a
  // 20 000-location subtree); names are read for the positions and locations listed.
  const rows = await filtered(joined(db), reader, { includeArchived })
    .select((eb) => [
      'a.status',
      'p.id as position_id',
      'p.brand_id',
      eb.fn.countAll<number>().as('applications'),
      eb.fn
        .sum<number>(unreadMessages(eb, reader).select((inner) => inner.fn.countAll<number>().as('n')))
        .as('unread'),
    ])
    .groupBy(['p.id', 'a.status'])
    .execute();
  type Tally = { applications: number; unread: number };
  const tally = <K>(map: Map<K, Tally>, key: K, row: (typeof rows)[number]) => {
    const entry = map.get(key) ?? { applications: 0, unread: 0 };
    entry.applications += Number(row.applications);
    entry.unread += Number(row.unread ?? 0);
    map.set(key, entry);
  };
  const statuses = new Map<string, Tally>();
  const positions = new Map<number, Tally>();
  const locations = new Map<number, Tally>();
  for (const row of rows) {
    tally(statuses, row.status, row);
    tally(positions, row.position_id, row);
    tally(locations, row.brand_id, row);
  }
  const busiest = (map: Map<number, Tally>) =>
    [...map]
      .sort(([a, x], [b, y]) => y.unread - x.unread || y.applications - x.applications || a - b)
      .slice(0, BOARD_FACET_LIMIT);
  const topPositions = busiest(positions);
  const topLocations = busiest(locations);
  const [titles, names] = await Promise.all([
    topPositions.length === 0
      ? []
      : db
          .selectFrom('positions')
          .select(['id', 'title'])
          .where(
            'id',
            'in',
            topPositions.map(([id]) => id),
          )
          .execute(),
    topLocations.length === 0
      ? []
      : db
          .selectFrom('brands')
          .select(['id', 'name'])
          .where(
            'id',
            'in',
            topLocations.map(([id]) => id),
          )
          .execute(),
  ]);
  const title = new Map(titles.map((row) => [row.id, row.title]));
  const name = new Map(names.map((row) => [row.id, row.name]));
  const byCount = <T extends Tally>(values: T[], label: (value: T) => string) =>
    values.sort(
      (a, b) => b.unread - a.unread || b.applications - a.applications || label(a).localeCompare(label(b)),
    );
  return {
    byStatus: [...statuses]
      .map(([status, entry]) => ({ status, ...entry }))
      .sort((a, b) => a.status.localeCompare(b.status)),
    byPosition: byCount(
      topPositions.map(([id, entry]) => ({ id, title: title.get(id) ?? '', ...entry })),
      (value) => value.title,
    ),
    byLocation: byCount(
      topLocations.map(([id, entry]) => ({ id, name: name.get(id) ?? '', ...entry })),
      (value) => value.name,
    ),
    positionsTotal: positions.size,
    locationsTotal: locations.size,
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

/** Sets an application's status and archived flag. */
export async function updateApplication(
  db: Kysely<Database>,
  id: number,
  fields: { status: string; archived: boolean },
): Promise<void> {
  await db
    .updateTable('applications')
    .set({ status: fields.status, archived: fields.archived ? 1 : 0 })
    .where('id', '=', id)
    .execute();
}
