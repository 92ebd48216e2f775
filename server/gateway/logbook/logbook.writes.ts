import type { Kysely, Transaction } from 'kysely';
import { isFollowedUp, type LogbookEntryType } from '../../../src-domain/index';
import type { Database } from '../../db/schema';
import type { EntryWire } from './logbook.schema';

/**
 * The logbook's writes: each is one transaction that changes an entry and records its version or
 * audit row beside it, so a refused or failed write leaves nothing. Reads are in logbook.repository.ts.
 * `then`, when given, runs last in the same transaction with the entry's id (the notices of
 * logbook-notices.ts: a write that fails tells nobody).
 */
type Then = (trx: Transaction<Database>, entryId: number) => Promise<unknown>;

export async function insertEntry(
  db: Kysely<Database>,
  fields: {
    brandId: number;
    brandPath: string;
    date: string;
    type: LogbookEntryType;
    title: string;
    body: string;
    shift: string | null;
    authorId: string;
    now: string;
  },
  then?: Then,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('logbook_entries')
      .values({
        brand_id: fields.brandId,
        brand_path: fields.brandPath,
        log_date: fields.date,
        type: fields.type,
        title: fields.title,
        body: fields.body,
        shift: fields.shift,
        author_user_id: fields.authorId,
        created_at: fields.now,
        version: 1,
        status: isFollowedUp(fields.type) ? 'OPEN' : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = Number(inserted.id);
    await trx
      .insertInto('logbook_entry_versions')
      .values({
        entry_id: id,
        version: 1,
        type: fields.type,
        title: fields.title,
        body: fields.body,
        edited_by: fields.authorId,
        edited_at: fields.now,
      })
      .execute();
    await then?.(trx, id);
    return id;
  });
}

/**
 * Replaces the text of version `from` with version `from + 1` and keeps it among the versions.
 * False when the entry moved past `from` meanwhile (nothing written).
 */
export async function editEntry(
  db: Kysely<Database>,
  id: number,
  from: number,
  fields: {
    type: LogbookEntryType;
    title: string;
    body: string;
    shift: string | null;
    editorId: string;
    now: string;
  },
  followUpStatus: string | null,
  then?: Then,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('logbook_entries')
      .set({
        type: fields.type,
        title: fields.title,
        body: fields.body,
        shift: fields.shift,
        edited_at: fields.now,
        version: from + 1,
        status: followUpStatus,
        ...(followUpStatus === null ? { assignee_user_id: null, closed_at: null, closed_by: null } : {}),
      })
      .where('id', '=', id)
      .where('version', '=', from)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('logbook_entry_versions')
      .values({
        entry_id: id,
        version: from + 1,
        type: fields.type,
        title: fields.title,
        body: fields.body,
        edited_by: fields.editorId,
        edited_at: fields.now,
      })
      .execute();
    await then?.(trx, id);
    return true;
  });
}

/** Soft-deletes the entry and audits who did it and what it said. */
export async function deleteEntry(db: Kysely<Database>, entry: EntryWire, actorId: string, now: string) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('logbook_entries')
      .set({ deleted_at: now, deleted_by: actorId })
      .where('id', '=', entry.id)
      .where('deleted_at', 'is', null)
      .execute();
    await trx
      .insertInto('logbook_audit')
      .values({
        entry_id: entry.id,
        action: 'DELETED',
        actor_user_id: actorId,
        detail: JSON.stringify({ type: entry.type, title: entry.title, version: entry.version }),
        at: now,
      })
      .execute();
  });
}

/** Sets the assignee and the status of a followed-up entry, audited. */
export async function setFollowUp(
  db: Kysely<Database>,
  id: number,
  change: { status: 'OPEN' | 'CLOSED'; assigneeId: string | null; actorId: string; now: string },
  previous: 'OPEN' | 'CLOSED',
  then?: Then,
) {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('logbook_entries')
      .set({
        status: change.status,
        assignee_user_id: change.assigneeId,
        closed_at: change.status === 'CLOSED' ? change.now : null,
        closed_by: change.status === 'CLOSED' ? change.actorId : null,
      })
      .where('id', '=', id)
      .execute();
    const action =
      change.status === previous ? 'ASSIGNED' : change.status === 'CLOSED' ? 'CLOSED' : 'REOPENED';
    await trx
      .insertInto('logbook_audit')
      .values({
        entry_id: id,
        action,
        actor_user_id: change.actorId,
        detail: JSON.stringify({ assignee: change.assigneeId }),
        at: change.now,
      })
      .execute();
    await then?.(trx, id);
  });
}

export async function insertComment(
  db: Kysely<Database>,
  entryId: number,
  authorId: string,
  body: string,
  now: string,
): Promise<number> {
  const row = await db
    .insertInto('logbook_comments')
    .values({ entry_id: entryId, author_user_id: authorId, body, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
