import { EventEmitter } from 'node:events';
import { sql, type Kysely, type Transaction } from 'kysely';
import { isPostgres } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { AUDIENCE_OF, type LiveEvent } from './live-events.catalogue';

/** The PostgreSQL channel every server process LISTENs on; a notification's payload is the event id. */
export const LIVE_EVENTS_CHANNEL = 'live_events';
/** Key of the transaction-scoped advisory lock that orders event ids by commit (see below). */
export const LIVE_EVENTS_LOCK = 3_200_032;

/**
 * Publishing a live event (issue #32, CONVENTIONS rule 19 "events after commit"): `publish`
 * writes the event row in the writer's own transaction, so the event exists exactly when the
 * write committed; delivery to streams happens after commit. Call it as the LAST statement of the
 * transaction (on PostgreSQL it holds the publish lock until commit). Rejects only when the insert
 * fails (then the writer's transaction fails with it).
 */
export interface LiveEventsPort {
  publish(trx: Transaction<Database>, event: LiveEvent): Promise<void>;
}

/**
 * This process's wake-up for in-process delivery (SQLite): the hub listens, a publish emits once
 * its row is written. Kysely's SQLite driver holds its one connection for the whole transaction,
 * so the hub's read, queued behind it, runs after COMMIT and sees the row (or, after a rollback,
 * nothing, which is right).
 */
export const localLiveWakes = new EventEmitter();
localLiveWakes.setMaxListeners(0);

function row(event: LiveEvent) {
  const audience = AUDIENCE_OF[event.name];
  if (audience === 'APPLICATION' && !event.candidateUserId)
    throw new Error(`live event ${event.name} needs the application's candidate`);
  return {
    name: event.name,
    payload: JSON.stringify(event.payload),
    audience,
    brand_id: event.brand.id,
    brand_path: event.brand.path,
    candidate_user_id: event.candidateUserId ?? null,
    created_at: new Date().toISOString(),
  };
}

/** SQLite, one process: insert, then wake this process's hub (its read waits for the commit). */
export const sqliteLiveEvents: LiveEventsPort = {
  async publish(trx, event) {
    await trx.insertInto('live_events').values(row(event)).execute();
    localLiveWakes.emit('wake');
  },
};

/**
 * PostgreSQL, any number of processes. Ids from a sequence can commit out of order (a writer
 * takes id 7, another 8 and commits first: a reader at 8 would skip 7 for good). So the id is
 * taken under a transaction-scoped advisory lock held until COMMIT: event-writing transactions
 * commit in id order, and every reader reading `id > cursor` in id order sees no gap, ever
 * (this serialises only the tail of event-writing transactions — the insert and the commit —
 * and NOTIFY already serialises notifying commits on PostgreSQL's notify queue lock).
 * `pg_notify` in the transaction is sent by PostgreSQL at commit, never for a rollback.
 */
export const postgresLiveEvents: LiveEventsPort = {
  async publish(trx, event) {
    const values = row(event);
    // One round trip: the lock (in the FROM, so taken before the row's id is drawn), the insert
    // and the notification. Three statements made a message post 35 % slower (issue #32's bench).
    await sql`
      with inserted as (
        insert into live_events (name, payload, audience, brand_id, brand_path, candidate_user_id, created_at)
        select ${values.name}, ${values.payload}, ${values.audience}, ${values.brand_id}::integer, ${values.brand_path},
          ${values.candidate_user_id}, ${values.created_at}
        from (select pg_advisory_xact_lock(${LIVE_EVENTS_LOCK})) as publish_lock
        returning id
      )
      select pg_notify(${LIVE_EVENTS_CHANNEL}, id::text) from inserted`.execute(trx);
  },
};

/** The adapter for the database `trx` talks to. */
export function liveEventsFor(trx: Transaction<Database>): LiveEventsPort {
  return isPostgres<Database>(trx) ? postgresLiveEvents : sqliteLiveEvents;
}

let publishing = true;

/** Turns publishing on or off for this process (LIVE_EVENTS, set once when the server is built). */
export function setLivePublishing(on: boolean): void {
  publishing = on;
}

/**
 * Publishes `event` in `trx` (see LiveEventsPort.publish): the one call a write site makes.
 * Does nothing while LIVE_EVENTS is off.
 */
export function publishLiveEvent(trx: Transaction<Database>, event: LiveEvent): Promise<void> {
  if (!publishing) return Promise.resolve();
  return liveEventsFor(trx).publish(trx, event);
}

/** Prefix of a notification on LIVE_EVENTS_CHANNEL that names a user instead of an event id. */
const FORGET_PREFIX = 'forget:';

/**
 * Tells every process that what the live receiver of `userId` caches changed (their notification
 * choices, issue #35): each hub refreshes that receiver at once (SQLite: this process's hub;
 * PostgreSQL: every process's, by a notification on the events channel). Call it after the change
 * committed.
 */
export async function forgetReceiverOf(db: Kysely<Database>, userId: string): Promise<void> {
  if (isPostgres(db))
    await sql`select pg_notify(${LIVE_EVENTS_CHANNEL}, ${FORGET_PREFIX + userId})`.execute(db);
  else localLiveWakes.emit('forget', userId);
}

/** The user a notification's payload names (see `forgetReceiverOf`); undefined for an event id. */
export function forgottenUserOf(payload: string | undefined): string | undefined {
  return payload?.startsWith(FORGET_PREFIX) ? payload.slice(FORGET_PREFIX.length) : undefined;
}
