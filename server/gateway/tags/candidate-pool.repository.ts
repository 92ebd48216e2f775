import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import type { ApplicationStatus, Thumb } from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import type { CandidateDetail } from './tags.schema';
import type { TagRow } from './tags.repository';

type Db = Kysely<Database>;

/** Applications of a candidate under one of `paths` (brand subtrees); `status` narrows them. */
function applicationsUnder(db: Db, paths: readonly string[]) {
  return db
    .selectFrom('applications as a')
    .innerJoin('positions as p', 'p.id', 'a.position_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .where((eb) =>
      // No paths: `or` of nothing is false, so the pool is empty.
      eb.or(paths.map((path) => eb.and([eb('b.path', '>=', path), eb('b.path', '<', `${path}~`)]))),
    );
}

/** Correlates an application subquery with the outer `u` (user_profiles) row. */
const ofOuterCandidate = sql<boolean>`a.candidate_user_id = u.user_id`;

/** The candidates (user ids) among `ids` who applied under `paths`. */
export async function candidatesInPool(db: Db, ids: readonly string[], paths: readonly string[]) {
  if (ids.length === 0 || paths.length === 0) return new Set<string>();
  const rows = await applicationsUnder(db, paths)
    .select('a.candidate_user_id')
    .distinct()
    .where('a.candidate_user_id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.candidate_user_id));
}

/** The candidates among `ids` who asked to be kept out of talent pools. */
export async function optedOut(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('talent_pool_opt_outs')
    .select('user_id')
    .where('user_id', 'in', ids)
    .execute();
  return new Set(rows.map((row) => row.user_id));
}

/** The application if it is the candidate's and under `paths`. */
export function applicationOfCandidate(db: Db, id: number, candidateId: string, paths: readonly string[]) {
  return applicationsUnder(db, paths)
    .select(['a.id', 'a.status'])
    .where('a.id', '=', id)
    .where('a.candidate_user_id', '=', candidateId)
    .executeTakeFirst();
}

export interface PoolQuery {
  readonly paths: readonly string[];
  /** Only candidates carrying this tag (a STATUS tag: an application under `paths` with its status). */
  readonly tag?: TagRow;
  /** Without `tag`: only candidates carrying one of these tags. */
  readonly anyOfTagIds?: readonly number[];
  readonly search?: string;
  readonly offset: number;
  readonly limit: number;
}

/**
 * A page of the pool: candidates who applied under `paths` and did not opt out of talent pools,
 * by last then first name.
 */
export async function poolPage(db: Db, query: PoolQuery): Promise<{ total: number; ids: string[] }> {
  const { paths, tag } = query;
  let base = db
    .selectFrom('user_profiles as u')
    .where((eb: ExpressionBuilder<Database & { u: Database['user_profiles'] }, 'u'>) =>
      eb.exists(applicationsUnder(db, paths).select('a.id').where(ofOuterCandidate)),
    )
    // Candidates who opted out of talent pools are never listed in one.
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('talent_pool_opt_outs as o')
            .select('o.user_id')
            .whereRef('o.user_id', '=', 'u.user_id'),
        ),
      ),
    );
  if (tag?.mode === 'STATUS' && tag.status) {
    const status = tag.status;
    base = base.where((eb) =>
      eb.exists(
        applicationsUnder(db, paths)
          .select('a.id')
          .where(ofOuterCandidate)
          .where('a.status', '=', status)
          .where('a.archived', '=', 0),
      ),
    );
  } else if (tag) {
    base = base.where((eb) =>
      eb.exists(
        eb
          .selectFrom('candidate_tags as ct')
          .select('ct.tag_id')
          .whereRef('ct.candidate_user_id', '=', 'u.user_id')
          .where('ct.tag_id', '=', tag.id),
      ),
    );
  } else if (query.anyOfTagIds) {
    const ids = query.anyOfTagIds;
    base = base.where((eb) =>
      ids.length === 0
        ? eb.val(false)
        : eb.exists(
            eb
              .selectFrom('candidate_tags as ct')
              .select('ct.tag_id')
              .whereRef('ct.candidate_user_id', '=', 'u.user_id')
              .where('ct.tag_id', 'in', ids),
          ),
    );
  }
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['u.first_name']), 'like', pattern.toLowerCase()),
        eb(eb.fn('lower', ['u.last_name']), 'like', pattern.toLowerCase()),
      ]),
    );
  }
  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select('u.user_id')
      .orderBy('u.last_name')
      .orderBy('u.first_name')
      .orderBy('u.user_id')
      .limit(query.limit)
      .offset(query.offset)
      .execute(),
  ]);
  return { total: Number(count.n), ids: rows.map((row) => row.user_id) };
}

/**
 * The candidates with their open applications under `paths` and the tags of `visible` they carry
 * (a STATUS tag once per application in its status), each with its feedback. Order of `ids`.
 */
export async function candidateDetails(
  db: Db,
  ids: readonly string[],
  paths: readonly string[],
  visible: readonly TagRow[],
  userId: string,
): Promise<CandidateDetail[]> {
  if (ids.length === 0) return [];
  const tagIds = visible.map((tag) => tag.id);
  const [profiles, applications, assigned, feedback] = await Promise.all([
    db
      .selectFrom('user_profiles')
      .select(['user_id', 'first_name', 'last_name'])
      .where('user_id', 'in', ids)
      .execute(),
    applicationsUnder(db, paths)
      .select(['a.id', 'a.candidate_user_id', 'a.status', 'p.title', 'b.name as brand_name'])
      .where('a.candidate_user_id', 'in', ids)
      .where('a.archived', '=', 0)
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      // Only the pipeline's statuses are written (PATCH applications, the stages' assign).
      .$narrowType<{ status: ApplicationStatus }>()
      .execute(),
    tagIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('candidate_tags')
          .select(['tag_id', 'candidate_user_id'])
          .where('candidate_user_id', 'in', ids)
          .where('tag_id', 'in', tagIds)
          .execute(),
    tagIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('tag_feedback as f')
          .leftJoin('user_profiles as author', 'author.user_id', 'f.author_user_id')
          .select([
            'f.tag_id',
            'f.candidate_user_id',
            'f.author_user_id',
            'f.thump_type',
            'f.note',
            'f.updated_at',
            'author.first_name',
            'author.last_name',
          ])
          .where('f.candidate_user_id', 'in', ids)
          .where('f.tag_id', 'in', tagIds)
          .orderBy('f.updated_at', 'desc')
          // Written only through the feedback route's schema (UP or DOWN).
          .$narrowType<{ thump_type: Thumb }>()
          .execute(),
  ]);
  const byId = new Map(visible.map((tag) => [tag.id, tag]));
  const statusTag = new Map(visible.filter((tag) => tag.status).map((tag) => [tag.status, tag]));
  const feedbackOf = (tagId: number, candidateId: string) =>
    feedback
      .filter((row) => row.tag_id === tagId && row.candidate_user_id === candidateId)
      .map((row) => ({
        thump_type: row.thump_type,
        note: row.note,
        author_name: `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim(),
        mine: row.author_user_id === userId,
        updated_at: row.updated_at,
      }));
  const profileOf = new Map(profiles.map((row) => [row.user_id, row]));
  return ids.flatMap((id) => {
    const profile = profileOf.get(id);
    if (!profile) return [];
    const own = applications.filter((row) => row.candidate_user_id === id);
    const stages = own.flatMap((application) => {
      const tag = statusTag.get(application.status);
      return tag
        ? [
            {
              tag_id: tag.id,
              name: tag.name,
              mode: tag.mode,
              application_id: application.id as number | null,
            },
          ]
        : [];
    });
    const carried = assigned
      .filter((row) => row.candidate_user_id === id)
      .flatMap((row) => {
        const tag = byId.get(row.tag_id);
        return tag ? [{ tag_id: tag.id, name: tag.name, mode: tag.mode, application_id: null }] : [];
      })
      .sort((a, b) => (byId.get(a.tag_id)?.sort_order ?? 0) - (byId.get(b.tag_id)?.sort_order ?? 0));
    return [
      {
        id,
        first_name: profile.first_name ?? '',
        last_name: profile.last_name ?? '',
        applications: own.map((row) => ({
          id: row.id,
          status: row.status,
          position_title: row.title,
          brand_name: row.brand_name,
        })),
        tags: [...stages, ...carried].map((tag) => ({ ...tag, feedback: feedbackOf(tag.tag_id, id) })),
      },
    ];
  });
}

/** Non-STATUS tags a candidate carries within an enterprise (the per-candidate limit). */
export async function carriedInEnterprise(
  db: Db,
  candidateId: string,
  enterprisePath: string,
): Promise<number> {
  const row = await db
    .selectFrom('candidate_tags as ct')
    .innerJoin('tags as t', 't.id', 'ct.tag_id')
    .innerJoin('brands as b', 'b.id', 't.brand_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ct.candidate_user_id', '=', candidateId)
    .where('b.path', '>=', enterprisePath)
    .where('b.path', '<', `${enterprisePath}~`)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
