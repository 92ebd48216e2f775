import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import { foldSearchText } from '../../../src-domain/index';
import { isPostgres } from '../../db/dialect';
import type { Database } from '../../db/schema';

/** A row of the index as written. */
export type SearchEntryRow = Insertable<Database['search_entries']>;

/** Queued changes handled per transaction. */
const BATCH = 500;

/** Any PostgreSQL advisory lock key of ours: one drainer at a time across processes. */
const DRAIN_LOCK = 3_700_037;

/** Ids in chunks the databases accept in one `in (…)`. */
function chunks<T>(items: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}

/** The searchable text of fields: folded, blanks dropped, joined by one space. */
export function foldFields(fields: readonly (string | null | undefined)[]): string {
  return fields
    .map((field) => foldSearchText(field ?? ''))
    .filter((field) => field !== '')
    .join(' ');
}

/**
 * Brings the index up to date with every change the triggers of migration 0054 queued: batches
 * of BATCH queued marks, each re-indexed and removed in one transaction (on PostgreSQL under an
 * advisory lock, so two processes never index the same rows at once; a mark written while a
 * batch runs has a higher id and waits for the next). Resolves when the queue is empty.
 */
export async function drainSearchQueue(db: Kysely<Database>): Promise<void> {
  for (;;) {
    const empty = await db.selectFrom('search_dirty').select('id').limit(1).executeTakeFirst();
    if (!empty) return;
    await db.transaction().execute(async (trx) => {
      if (isPostgres<Database>(trx)) await sql`select pg_advisory_xact_lock(${DRAIN_LOCK})`.execute(trx);
      const marks = await trx.selectFrom('search_dirty').selectAll().orderBy('id').limit(BATCH).execute();
      if (marks.length === 0) return;
      await reindexMarks(trx, marks);
      await trx
        .deleteFrom('search_dirty')
        .where(
          'id',
          'in',
          marks.map((mark) => mark.id),
        )
        .execute();
    });
  }
}

async function reindexMarks(
  trx: Transaction<Database>,
  marks: readonly { kind: string; ref_id: string }[],
): Promise<void> {
  const ids = (kind: string) => [
    ...new Set(marks.filter((mark) => mark.kind === kind).map((mark) => mark.ref_id)),
  ];
  const applicationIds = new Set(ids('A').map(Number));
  const userIds = new Set(ids('U'));
  for (const part of chunks(ids('P').map(Number))) {
    const rows = await trx.selectFrom('applications').select('id').where('position_id', 'in', part).execute();
    for (const row of rows) applicationIds.add(row.id);
  }
  for (const part of chunks(ids('T').map(Number))) {
    const rows = await trx
      .selectFrom('candidate_tags')
      .select('candidate_user_id')
      .where('tag_id', 'in', part)
      .execute();
    for (const row of rows) userIds.add(row.candidate_user_id);
  }
  for (const part of chunks([...userIds])) {
    const rows = await trx
      .selectFrom('applications')
      .select('id')
      .where('candidate_user_id', 'in', part)
      .execute();
    for (const row of rows) applicationIds.add(row.id);
    await reindexMembers(trx, part);
  }
  for (const part of chunks([...applicationIds])) await reindexApplications(trx, part);
  for (const part of chunks(ids('B').map(Number))) await reindexLocations(trx, part);
}

/** Replaces the CANDIDATE rows of the applications (none for an application that is gone). */
async function reindexApplications(trx: Transaction<Database>, ids: readonly number[]): Promise<void> {
  await trx
    .deleteFrom('search_entries')
    .where('kind', '=', 'CANDIDATE')
    .where(
      'ref_id',
      'in',
      ids.map((id) => String(id)),
    )
    .execute();
  const rows = await trx
    .selectFrom('applications as a')
    .innerJoin('positions as p', 'p.id', 'a.position_id')
    .innerJoin('brands as b', 'b.id', 'p.brand_id')
    .innerJoin('identity_users as u', 'u.id', 'a.candidate_user_id')
    .leftJoin('user_profiles as pr', 'pr.user_id', 'a.candidate_user_id')
    .select([
      'a.id',
      'a.candidate_user_id',
      'a.created_at',
      'p.brand_id',
      'p.title',
      'b.path',
      'u.email',
      'pr.first_name',
      'pr.last_name',
      'pr.phone',
    ])
    .where('a.id', 'in', ids)
    .execute();
  if (rows.length === 0) return;
  // A tag counts where the application's brand can see it: a tag of its brand or of one above
  // (never a PRIVATE tag, which only its author sees, nor a tag of another group).
  const tags = await trx
    .selectFrom('candidate_tags as ct')
    .innerJoin('tags as t', 't.id', 'ct.tag_id')
    .innerJoin('brands as tb', 'tb.id', 't.brand_id')
    .select(['ct.candidate_user_id', 't.name', 'tb.path'])
    .where('t.mode', '!=', 'PRIVATE')
    .where('ct.candidate_user_id', 'in', [...new Set(rows.map((row) => row.candidate_user_id))])
    .execute();
  const entries = rows.map((row): SearchEntryRow => {
    const name = personName(row.first_name, row.last_name, row.email);
    const tagNames = tags
      .filter((tag) => tag.candidate_user_id === row.candidate_user_id && row.path.startsWith(tag.path))
      .map((tag) => tag.name);
    return {
      kind: 'CANDIDATE',
      ref_id: String(row.id),
      user_id: row.candidate_user_id,
      brand_id: row.brand_id,
      brand_path: row.path,
      title: name,
      subtitle: row.title,
      name_folded: foldSearchText(name),
      text_folded: foldFields([
        name,
        row.email,
        row.phone,
        row.phone?.replace(/\D/g, ''),
        row.title,
        ...tagNames,
      ]),
      recency: row.created_at,
    };
  });
  await insertEntries(trx, entries);
}

/** Replaces the MEMBER rows of the users: one per membership. */
async function reindexMembers(trx: Transaction<Database>, userIds: readonly string[]): Promise<void> {
  await trx
    .deleteFrom('search_entries')
    .where('kind', '=', 'MEMBER')
    .where('user_id', 'in', userIds)
    .execute();
  const rows = await trx
    .selectFrom('brand_memberships as m')
    .innerJoin('identity_users as u', 'u.id', 'm.user_id')
    .innerJoin('brands as b', 'b.id', 'm.brand_id')
    .leftJoin('user_profiles as pr', 'pr.user_id', 'm.user_id')
    .select([
      'm.user_id',
      'm.brand_id',
      'b.path',
      'u.email',
      'u.created_at',
      'pr.first_name',
      'pr.last_name',
      'pr.phone',
    ])
    .where('m.user_id', 'in', userIds)
    .execute();
  const entries = rows.map((row): SearchEntryRow => {
    const name = personName(row.first_name, row.last_name, row.email);
    return {
      kind: 'MEMBER',
      ref_id: row.user_id,
      user_id: row.user_id,
      brand_id: row.brand_id,
      brand_path: row.path,
      title: name,
      subtitle: row.email,
      name_folded: foldSearchText(name),
      text_folded: foldFields([name, row.email, row.phone, row.phone?.replace(/\D/g, '')]),
      recency: row.created_at,
    };
  });
  await insertEntries(trx, entries);
}

/**
 * Replaces the LOCATION rows of the brands: locations (not GP levels) that are not archived; and
 * copies each brand's path onto every row scoped to it (a move changes the paths below it, each
 * of which is marked).
 */
async function reindexLocations(trx: Transaction<Database>, ids: readonly number[]): Promise<void> {
  const paths = await trx.selectFrom('brands').select(['id', 'path']).where('id', 'in', ids).execute();
  for (const brand of paths) {
    await trx
      .updateTable('search_entries')
      .set({ brand_path: brand.path })
      .where('brand_id', '=', brand.id)
      .where('brand_path', '!=', brand.path)
      .execute();
  }
  await trx
    .deleteFrom('search_entries')
    .where('kind', '=', 'LOCATION')
    .where(
      'ref_id',
      'in',
      ids.map((id) => String(id)),
    )
    .execute();
  const rows = await trx
    .selectFrom('brands')
    .select(['id', 'path', 'name', 'address', 'created_at'])
    .where('id', 'in', ids)
    .where('type', 'not like', 'GP-%')
    .where('archived', '=', 0)
    .execute();
  const entries = rows.map((row): SearchEntryRow => ({
    kind: 'LOCATION',
    ref_id: String(row.id),
    user_id: null,
    brand_id: row.id,
    brand_path: row.path,
    title: row.name,
    subtitle: row.address ?? '',
    name_folded: foldSearchText(row.name),
    text_folded: foldFields([row.name, row.address]),
    recency: row.created_at,
  }));
  await insertEntries(trx, entries);
}

/** Inserts rows in statements of at most 200 (SQLite's bound-parameter limit). */
export async function insertEntries(db: Kysely<Database>, entries: readonly SearchEntryRow[]): Promise<void> {
  for (const part of chunks(entries, 200)) await db.insertInto('search_entries').values(part).execute();
}

function personName(first: string | null, last: string | null, email: string): string {
  const name = `${first ?? ''} ${last ?? ''}`.trim();
  return name === '' ? email : name;
}
