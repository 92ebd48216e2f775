import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { publishLiveEvent } from '../live/live-events.port';
import type { ApplicationAudience, Side } from '../live/live-events.catalogue';
import { managersOfApplication, noteThreadEvent } from '../notifications/thread-digest';

/** A stored file as a message or resume row keeps it. */
export interface StoredFile {
  readonly storedName: string;
  readonly originalName: string;
  readonly contentType: string;
  readonly sizeBytes: number;
}

/** The thread of one application, oldest first, with files and whether `readerId` read each. */
export async function threadOf(db: Kysely<Database>, applicationId: number, readerId: string) {
  const messages = await db
    .selectFrom('application_messages as m')
    .leftJoin('message_reads as r', (join) =>
      join.onRef('r.message_id', '=', 'm.id').on('r.user_id', '=', readerId),
    )
    .leftJoin('user_profiles as u', 'u.user_id', 'm.sender_user_id')
    .select([
      'm.id',
      'm.sender_user_id',
      'm.message_body',
      'm.created_at',
      'm.channel',
      'u.first_name',
      'u.last_name',
      'r.read_at',
    ])
    .where('m.application_id', '=', applicationId)
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();
  const files =
    messages.length === 0
      ? []
      : await db
          .selectFrom('message_files')
          .select(['id', 'message_id', 'original_name', 'content_type', 'size_bytes'])
          .where(
            'message_id',
            'in',
            messages.map((message) => message.id),
          )
          .orderBy('id')
          .execute();
  return { messages, files };
}

/**
 * Saves a message and its files' rows in one transaction, with its `message.created` live event
 * (`live`: the application's audience and the sender's side); answers the message id. `within`
 * runs in the same transaction after the message's rows, before its event (the SMS job of a text
 * to the candidate).
 */
export async function insertMessage(
  db: Kysely<Database>,
  message: { applicationId: number; senderId: string; body: string; files: readonly StoredFile[] },
  live: ApplicationAudience & { sender: Side },
  within?: (trx: Transaction<Database>, messageId: number) => Promise<void>,
): Promise<number> {
  return db.transaction().execute((trx) => writeMessage(trx, message, live, 'APP', within));
}

/**
 * The writes of `insertMessage` in the caller's transaction `trx`, the message stored as having
 * come by `channel` ('SMS': a candidate's text, by the inbound webhook), with the other side's
 * mail notice (the candidate, or the location's managers: thread-digest.ts). `within` runs after
 * them, before the `message.created` event, which is written last: on PostgreSQL its publish
 * holds the event log's lock until COMMIT (live-events.port.ts), so every statement after it
 * would serialise concurrent posts (issue #32's throughput budget). The caller should make no
 * further writes in `trx` for the same reason. Answers the message id.
 */
export async function writeMessage(
  trx: Transaction<Database>,
  message: { applicationId: number; senderId: string; body: string; files: readonly StoredFile[] },
  live: ApplicationAudience & { sender: Side },
  channel: 'APP' | 'SMS',
  within?: (trx: Transaction<Database>, messageId: number) => Promise<void>,
): Promise<number> {
  const now = new Date().toISOString();
  const row = await trx
    .insertInto('application_messages')
    .values({
      application_id: message.applicationId,
      sender_user_id: message.senderId,
      message_body: message.body,
      files_json: '[]',
      is_read: 0,
      created_at: now,
      channel,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A sender has read their own message.
  await trx
    .insertInto('message_reads')
    .values({ message_id: row.id, user_id: message.senderId, read_at: now })
    .execute();
  if (message.files.length > 0) {
    await trx
      .insertInto('message_files')
      .values(
        message.files.map((file) => ({
          message_id: row.id,
          stored_name: file.storedName,
          original_name: file.originalName,
          content_type: file.contentType,
          size_bytes: file.sizeBytes,
          created_at: now,
        })),
      )
      .execute();
  }
  // The other side hears of it by mail (batched per thread; gateway/notifications/thread-digest.ts).
  const recipients =
    live.sender === 'CANDIDATE'
      ? await managersOfApplication(trx, message.applicationId)
      : [live.candidateUserId];
  for (const recipient of recipients) {
    if (recipient === message.senderId) continue;
    await noteThreadEvent(trx, recipient, message.applicationId, { kind: 'message', body: message.body });
  }
  if (within) await within(trx, row.id);
  await publishLiveEvent(trx, {
    name: 'message.created',
    payload: {
      application_id: message.applicationId,
      message_id: row.id,
      brand_id: live.brand.id,
      sender: live.sender,
    },
    brand: live.brand,
    candidateUserId: live.candidateUserId,
  });
  return row.id;
}

/** The messages with their application, for the read-marking checks. */
export async function messagesWithApplication(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('application_messages')
    .select(['id', 'application_id'])
    .where('id', 'in', ids)
    .execute();
}

/**
 * Sets the reader's read marks in one transaction, with one `message.read` live event per
 * application in `applications` (the reader's side on each). Marking twice is harmless (the
 * primary key holds one row per message and reader), so concurrent readers cannot double-count.
 */
export async function setReadMarks(
  db: Kysely<Database>,
  readerId: string,
  marks: readonly { message_id: number; is_read: boolean }[],
  applications: readonly (ApplicationAudience & { applicationId: number; reader: Side })[],
): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    const read = marks.filter((mark) => mark.is_read).map((mark) => mark.message_id);
    const unread = marks.filter((mark) => !mark.is_read).map((mark) => mark.message_id);
    if (read.length > 0) {
      await trx
        .insertInto('message_reads')
        .values(read.map((id) => ({ message_id: id, user_id: readerId, read_at: now })))
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    if (unread.length > 0) {
      await trx
        .deleteFrom('message_reads')
        .where('user_id', '=', readerId)
        .where('message_id', 'in', unread)
        .execute();
    }
    for (const application of applications) {
      await publishLiveEvent(trx, {
        name: 'message.read',
        payload: {
          application_id: application.applicationId,
          brand_id: application.brand.id,
          reader: application.reader,
        },
        brand: application.brand,
        candidateUserId: application.candidateUserId,
      });
    }
  });
}

/** A message file with the application it belongs to. */
export async function findMessageFile(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('message_files as f')
    .innerJoin('application_messages as m', 'm.id', 'f.message_id')
    .select(['f.id', 'f.stored_name', 'f.original_name', 'f.content_type', 'm.application_id'])
    .where('f.id', '=', id)
    .executeTakeFirst();
}

/** A resume of an application; undefined when it is not that application's. */
export async function findResume(db: Kysely<Database>, applicationId: number, id: number) {
  return db
    .selectFrom('application_resumes')
    .select(['id', 'stored_name', 'original_name', 'content_type', 'application_id'])
    .where('id', '=', id)
    .where('application_id', '=', applicationId)
    .executeTakeFirst();
}

/** A resume by id alone (the signed link names the id). */
export async function findResumeById(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('application_resumes')
    .select(['id', 'stored_name', 'original_name', 'content_type', 'application_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}
