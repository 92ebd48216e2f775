import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { LogbookEntryType } from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import type { LogbookGrant } from './logbook-access';

/**
 * The daily digest's reads (issue #36): who asked for it, the zone their morning is in, and what
 * one day brought at the locations they read. Every read of entries takes the person's grants,
 * so a type their LOGBOOK_ENTRY_TYPE conditions leave out is never listed, nor counted.
 */

type Db = Kysely<Database>;
type EntryBuilder = ExpressionBuilder<Database & { e: Database['logbook_entries'] }, 'e'>;

/** Lines of each list a mail names; the rest is counted ("and 12 more"). */
export const DIGEST_LIST_LIMIT = 50;

/** `e` is in one grant's subtree with one of its types; no grant: nothing. */
function readable(eb: EntryBuilder, grants: readonly LogbookGrant[]): Expression<SqlBool> {
  if (grants.length === 0) return sql<SqlBool>`1 = 0`;
  return eb.or(
    grants.map((grant) =>
      eb.and([
        eb('e.brand_path', '>=', grant.path),
        eb('e.brand_path', '<', `${grant.path}~`),
        eb('e.type', 'in', [...grant.types]),
      ]),
    ),
  );
}

/** A person who turned the digest on, with the address it goes to. */
export interface DigestSubscriber {
  readonly userId: string;
  readonly email: string;
}

/** The people who turned the digest on, by id. */
export async function digestSubscribers(db: Db): Promise<DigestSubscriber[]> {
  const rows = await db
    .selectFrom('notification_preferences as p')
    .innerJoin('identity_users as u', 'u.id', 'p.user_id')
    .select(['p.user_id', 'u.email'])
    .where('p.logbook_digest', '=', 1)
    .orderBy('p.user_id')
    .execute();
  return rows.map((row) => ({ userId: row.user_id, email: row.email }));
}

/**
 * The zone a person's morning is in: that of their first location (in brand order) under their
 * grants that has one set (schedule settings); UTC when none has.
 */
export async function digestZoneOf(db: Db, grants: readonly LogbookGrant[]): Promise<string> {
  if (grants.length === 0) return 'UTC';
  const row = await db
    .selectFrom('schedule_settings as s')
    .innerJoin('brands as b', 'b.id', 's.brand_id')
    .select('s.time_zone')
    .where((eb) =>
      eb.or(
        grants.map((grant) => eb.and([eb('b.path', '>=', grant.path), eb('b.path', '<', `${grant.path}~`)])),
      ),
    )
    .orderBy('b.path')
    .limit(1)
    .executeTakeFirst();
  return row?.time_zone ?? 'UTC';
}

/** An entry as the digest names it. */
export interface DigestEntry {
  readonly locationId: number;
  readonly locationName: string;
  readonly date: string;
  readonly type: LogbookEntryType;
  readonly title: string;
  readonly author: string;
  /** Its follow-up is still open. */
  readonly open: boolean;
}

const personName = sql<string>`trim(au.first_name || ' ' || au.last_name)`;

function digestRows(db: Db, grants: readonly LogbookGrant[]) {
  return db
    .selectFrom('logbook_entries as e')
    .innerJoin('brands as b', 'b.id', 'e.brand_id')
    .leftJoin('user_profiles as au', 'au.user_id', 'e.author_user_id')
    .where('e.deleted_at', 'is', null)
    .where((eb) => readable(eb, grants));
}

async function listed(
  query: ReturnType<typeof digestRows>,
): Promise<{ entries: DigestEntry[]; count: number }> {
  const [rows, counted] = await Promise.all([
    query
      .select([
        'e.brand_id',
        'b.name',
        'e.log_date',
        'e.type',
        'e.title',
        'e.status',
        'e.author_user_id',
        personName.as('author_name'),
      ])
      .orderBy('b.path')
      .orderBy('e.log_date')
      .orderBy('e.created_at')
      .orderBy('e.id')
      .limit(DIGEST_LIST_LIMIT)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
  ]);
  return {
    entries: rows.map((row) => ({
      locationId: row.brand_id,
      locationName: row.name,
      date: row.log_date,
      type: row.type as LogbookEntryType,
      title: row.title,
      author: row.author_name || row.author_user_id,
      open: row.status === 'OPEN',
    })),
    count: Number(counted?.n ?? 0),
  };
}

/**
 * What the digest of `date` tells a person with `grants`: the entries of that day (first
 * DIGEST_LIST_LIMIT by location, then time) and the follow-ups of earlier days still open (carried
 * over; oldest first), each with its full count.
 */
export async function digestOf(db: Db, grants: readonly LogbookGrant[], date: string) {
  const [day, carried] = await Promise.all([
    listed(digestRows(db, grants).where('e.log_date', '=', date)),
    listed(digestRows(db, grants).where('e.status', '=', 'OPEN').where('e.log_date', '<', date)),
  ]);
  return { day, carried };
}
