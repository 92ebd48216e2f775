import { sql, type Kysely } from 'kysely';
import { runPortable } from './portable-sql';

/**
 * Revision counters of the message board (issue #13), bumped by triggers in the transaction of
 * every write that changes what a board shows, whoever writes (routes, seeds, cascades). The
 * board is the employers' (server/gateway/messaging/applications.routes.ts): its unread counts
 * are candidates' messages less those the reader read, so employers' messages and reads of
 * employers' messages (the candidate's side) change no board and bump nothing.
 * - `hiring_board_revision` (one row): what every reader's board is built from — applications
 *   (added, removed, moved to another position, status, archived, candidates' message counter,
 *   which the 0017 triggers keep on each message), positions (title, brand), brands (name, path).
 * - `hiring_reader_revisions`: per user, their read counter of candidates' messages
 *   (application_read_counts.candidate_read, kept by the 0017 triggers on each read mark): one
 *   reader marking a message read changes their own unread counts only, so it leaves the other
 *   readers' boards valid.
 * A board computed after reading both revisions is valid as long as both still hold
 * (server/gateway/messaging/board-cache.ts). Counters only grow.
 */
export interface HiringBoardRevisionTables {
  hiring_board_revision: {
    /** Always 1: the table holds one row. */
    id: number;
    revision: number;
  };
  hiring_reader_revisions: {
    user_id: string;
    revision: number;
  };
}

const BUMP_BOARD = `update hiring_board_revision set revision = revision + 1 where id = 1;`;
const BUMP_READER = (user: string) =>
  `insert into hiring_reader_revisions (user_id, revision) values (${user}, 1)
   on conflict (user_id) do update set revision = revision + 1;`;

/** Each trigger: [name, timing and event, optional `when`, body]. */
const TRIGGERS: readonly (readonly [string, string, string | null, string])[] = [
  ['hiring_board_applications_insert', 'after insert on applications', null, BUMP_BOARD],
  ['hiring_board_applications_delete', 'after delete on applications', null, BUMP_BOARD],
  [
    'hiring_board_applications_update',
    'after update of position_id, status, archived, candidate_messages on applications',
    `new.position_id is not old.position_id or new.status is not old.status
       or new.archived is not old.archived or new.candidate_messages is not old.candidate_messages`,
    BUMP_BOARD,
  ],
  [
    'hiring_board_positions_update',
    'after update of brand_id, title on positions',
    'new.brand_id is not old.brand_id or new.title is not old.title',
    BUMP_BOARD,
  ],
  [
    'hiring_board_brands_update',
    'after update of name, path on brands',
    'new.name is not old.name or new.path is not old.path',
    BUMP_BOARD,
  ],
  [
    'hiring_reader_read_counts_insert',
    'after insert on application_read_counts',
    'new.candidate_read != 0',
    BUMP_READER('new.user_id'),
  ],
  [
    'hiring_reader_read_counts_update',
    'after update of candidate_read on application_read_counts',
    'new.candidate_read is not old.candidate_read',
    BUMP_READER('new.user_id'),
  ],
  [
    'hiring_reader_read_counts_delete',
    'after delete on application_read_counts',
    'old.candidate_read != 0',
    BUMP_READER('old.user_id'),
  ],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hiring_board_revision')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('revision', 'integer', (c) => c.notNull())
    .execute();
  await runPortable(db, `insert into hiring_board_revision (id, revision) values (1, 0)`);
  await db.schema
    .createTable('hiring_reader_revisions')
    // No foreign key: deleting a user cascades to their read counters, whose trigger writes
    // here; a leftover row of a deleted user is harmless (nobody reads as them any more).
    .addColumn('user_id', 'text', (c) => c.primaryKey())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .execute();
  for (const [name, event, when, body] of TRIGGERS) {
    await runPortable(
      db,
      `create trigger ${name} ${event}${when === null ? '' : ` when ${when}`} begin ${body} end`,
    );
  }
}
