import { sql, type Kysely, type Selectable } from 'kysely';
import type { CommitTie } from '../db/commit-tie';
import { nowIsoSql } from '../db/dialect';
import type { Database } from '../db/schema';

/** How long a key is remembered, milliseconds (the IETF draft's suggested 24 h). */
export const KEY_LIFETIME_MS = 24 * 3600 * 1000;

export type IdempotencyRecord = Selectable<Database['idempotency_keys']>;

/** What identifies the first request of a key. */
export interface KeyedRequest {
  readonly scope: string;
  readonly key: string;
  readonly method: string;
  readonly path: string;
  readonly requestHash: string;
}

/** The stored answer of a key. */
export interface KeptAnswer {
  readonly statusCode: number;
  readonly body: string;
  readonly contentType: string | undefined;
}

/** The SQL of the idempotency keys (table `idempotency_keys`, migrations 0005 and 0009). */
export class IdempotencyKeysRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Inserts an in-progress record claimed by process `owner`; false when the key is already there. */
  async insert(request: KeyedRequest, now: Date, owner: string): Promise<boolean> {
    const result = await this.db
      .insertInto('idempotency_keys')
      .values({
        scope: request.scope,
        key: request.key,
        method: request.method,
        path: request.path,
        request_hash: request.requestHash,
        status_code: null,
        response_body: null,
        content_type: null,
        created_at: now.toISOString(),
        committed_at: null,
        claimed_by: owner,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  find(scope: string, key: string): Promise<IdempotencyRecord | undefined> {
    return this.db
      .selectFrom('idempotency_keys')
      .selectAll()
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
  }

  /**
   * Makes an in-progress record whose request is gone (process killed) and wrote nothing the
   * claim of `request` by process `owner`, if it is still claimed by `previousOwner` (of two
   * processes taking it over at once one wins); false when the record is answered, committed,
   * claimed by another or absent.
   */
  async takeOverAbandoned(
    request: KeyedRequest,
    previousOwner: string | null,
    owner: string,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('idempotency_keys')
      .set({
        method: request.method,
        path: request.path,
        request_hash: request.requestHash,
        claimed_by: owner,
      })
      .where('scope', '=', request.scope)
      .where('key', '=', request.key)
      .where('claimed_by', previousOwner === null ? 'is' : '=', previousOwner)
      .where('status_code', 'is', null)
      .where('committed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Starts the key afresh for `request` when its record expired (created at or before `expiredAt`). */
  async renewExpired(request: KeyedRequest, expiredAt: Date, now: Date, owner: string): Promise<boolean> {
    const result = await this.db
      .updateTable('idempotency_keys')
      .set({
        method: request.method,
        path: request.path,
        request_hash: request.requestHash,
        status_code: null,
        response_body: null,
        content_type: null,
        created_at: now.toISOString(),
        committed_at: null,
        claimed_by: owner,
      })
      .where('scope', '=', request.scope)
      .where('key', '=', request.key)
      .where('created_at', '<=', expiredAt.toISOString())
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async keepAnswer(scope: string, key: string, answer: KeptAnswer): Promise<void> {
    await this.db
      .updateTable('idempotency_keys')
      .set({
        status_code: answer.statusCode,
        response_body: answer.body,
        content_type: answer.contentType ?? null,
      })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
  }

  /** Forgets an unanswered key whose request wrote nothing; false when it had committed a write. */
  async releaseUncommitted(scope: string, key: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('idempotency_keys')
      .where('scope', '=', scope)
      .where('key', '=', key)
      .where('committed_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numDeletedRows) === 1;
  }

  async forget(scope: string, key: string): Promise<void> {
    await this.db.deleteFrom('idempotency_keys').where('scope', '=', scope).where('key', '=', key).execute();
  }

  /** The statement that marks the key's write committed, run inside that write's transaction. */
  commitTie(scope: string, key: string): CommitTie {
    return this.db
      .updateTable('idempotency_keys')
      .set({ committed_at: sql`coalesce(committed_at, ${nowIsoSql(this.db)})` })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .compile();
  }

  /**
   * Deletes at most `limit` records created at or before `expiredAt`, oldest first; returns how
   * many went.
   */
  async deleteExpired(expiredAt: Date, limit: number): Promise<number> {
    const result = await this.db
      .deleteFrom('idempotency_keys')
      .where(({ eb, refTuple, selectFrom }) =>
        eb(
          refTuple('scope', 'key'),
          'in',
          selectFrom('idempotency_keys')
            .select(['scope', 'key'])
            .where('created_at', '<=', expiredAt.toISOString())
            .orderBy('created_at')
            .limit(limit)
            .$asTuple('scope', 'key'),
        ),
      )
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
