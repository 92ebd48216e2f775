import { type Kysely } from 'kysely';
import { runPortable } from './portable-sql';

/**
 * Message-board revisions per brand (issue #13), finer than the one shared counter of migration
 * 0026: a write bumps the revision of the brand it touches and of each of its ancestors, in the
 * same transaction, whoever writes (routes, seeds, cascades). A brand's board (its subtree's
 * applications, server/gateway/messaging/board-cache.ts) then stays valid while its own
 * revision holds, so a write in one branch leaves the boards of the other branches cached.
 * What bumps, for the brand the row belongs to (an application's: its position's brand):
 * - applications added or removed, or changed in position, status, archived or candidates'
 *   message counter (the 0017 triggers keep it on each message);
 * - positions renamed, moved to another brand (both brands) or removed;
 * - brands renamed, moved (old and new ancestors; each moved descendant's path update bumps its
 *   own line too) or removed.
 * Readers' read marks keep bumping only the reader's revision (0026). Ancestors are read off the
 * brand path ('/<root id>/…/<own id>/'), so no lookup of a brand that a cascade already removed
 * is needed. Counters only grow.
 */
export interface HiringBrandRevisionTables {
  hiring_brand_revisions: {
    brand_id: number;
    revision: number;
  };
}

/** Bumps the brand whose path is the SQL expression `path` and every ancestor of it. */
const BUMP_PATH = (path: string) =>
  `insert into hiring_brand_revisions (brand_id, revision)
   select cast(j.value as integer), 1
   from json_each('[' || replace(trim(${path}, '/'), '/', ',') || ']') j
   where ${path} is not null
   on conflict (brand_id) do update set revision = revision + 1;`;

/** The path of the brand of position `position` (an SQL expression). */
const POSITION_PATH = (position: string) =>
  `(select b.path from positions p join brands b on b.id = p.brand_id where p.id = ${position})`;

const BRAND_PATH = (brand: string) => `(select path from brands where id = ${brand})`;

/** Each trigger: [name, timing and event, optional `when`, body]. */
const TRIGGERS: readonly (readonly [string, string, string | null, string])[] = [
  [
    'hiring_brand_applications_insert',
    'after insert on applications',
    null,
    BUMP_PATH(POSITION_PATH('new.position_id')),
  ],
  [
    'hiring_brand_applications_delete',
    'after delete on applications',
    null,
    BUMP_PATH(POSITION_PATH('old.position_id')),
  ],
  [
    'hiring_brand_applications_update',
    'after update of position_id, status, archived, candidate_messages on applications',
    `new.position_id is not old.position_id or new.status is not old.status
       or new.archived is not old.archived or new.candidate_messages is not old.candidate_messages`,
    BUMP_PATH(POSITION_PATH('new.position_id')) +
      // The old position's line too when the application moved (a no-op bump otherwise: the
      // same brands again, which costs nothing but a counter).
      `\n${BUMP_PATH(`case when new.position_id is not old.position_id then ${POSITION_PATH('old.position_id')} end`)}`,
  ],
  [
    'hiring_brand_positions_update',
    'after update of brand_id, title on positions',
    'new.brand_id is not old.brand_id or new.title is not old.title',
    BUMP_PATH(BRAND_PATH('new.brand_id')) +
      `\n${BUMP_PATH(`case when new.brand_id is not old.brand_id then ${BRAND_PATH('old.brand_id')} end`)}`,
  ],
  ['hiring_brand_positions_delete', 'after delete on positions', null, BUMP_PATH(BRAND_PATH('old.brand_id'))],
  [
    'hiring_brand_brands_update',
    'after update of name, path on brands',
    'new.name is not old.name or new.path is not old.path',
    BUMP_PATH('new.path') + `\n${BUMP_PATH('case when new.path is not old.path then old.path end')}`,
  ],
  ['hiring_brand_brands_delete', 'after delete on brands', null, BUMP_PATH('old.path')],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hiring_brand_revisions')
    // No foreign key: a removed brand's row is harmless (its board can no longer be asked for),
    // and the delete triggers write here while cascades run.
    .addColumn('brand_id', 'integer', (c) => c.primaryKey())
    .addColumn('revision', 'integer', (c) => c.notNull())
    .execute();
  for (const [name, event, when, body] of TRIGGERS) {
    await runPortable(
      db,
      `create trigger ${name} ${event}${when === null ? '' : ` when ${when}`} begin ${body} end`,
    );
  }
}
