import type { Kysely } from 'kysely';

/**
 * State that every server process must share (issue #19: stateless processes behind one
 * database), kept here instead of in process memory:
 * - `rate_limit_hits`: the per-address request counters of the rate-limited routes
 *   (server/gateway/rate-limit.store.ts), one row per route and address, window start in ms;
 * - `identity_signing_keys`: the identity's RS256 key set (server/identity/signing-keys.store.ts);
 *   the highest generation signs, older ones stay published and accepted for an overlap after
 *   their successor appeared; private keys are JWK text, as the key file of DATA_DIR was;
 * - `server_instances` and `idempotency_keys.claimed_by`: which process answers an in-progress
 *   Idempotency-Key, so another process can tell a running request from one whose process died
 *   (server/gateway/server-instances.repository.ts).
 * Plain text and integer columns only, so the same migration runs on SQLite and PostgreSQL.
 */
export interface SharedProcessStateTables {
  rate_limit_hits: {
    /** `<METHOD><route url>-<client address>`. */
    key: string;
    /** Start of the current window, milliseconds since the epoch. */
    window_started_ms: number;
    hits: number;
  };
  identity_signing_keys: {
    kid: string;
    /** 1, 2, …: the highest signs; unique, so of two processes rotating at once one wins. */
    generation: number;
    private_jwk: string;
    public_jwk: string;
    created_at: string;
  };
  server_instances: {
    /** Random per process start. */
    id: string;
    host: string;
    pid: number;
    started_at: string;
    /** Heartbeat: refreshed while the process lives; a stale one means it died. */
    seen_at: string;
  };
  idempotency_keys: {
    /** The server_instances id of the process answering the key; null once answered (or before 0028). */
    claimed_by: string | null;
  };
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('window_started_ms', 'bigint', (c) => c.notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('rate_limit_hits_window')
    .on('rate_limit_hits')
    .column('window_started_ms')
    .execute();
  await db.schema
    .createTable('identity_signing_keys')
    .addColumn('kid', 'text', (c) => c.primaryKey())
    .addColumn('generation', 'integer', (c) => c.notNull().unique())
    .addColumn('private_jwk', 'text', (c) => c.notNull())
    .addColumn('public_jwk', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('server_instances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('host', 'text', (c) => c.notNull())
    .addColumn('pid', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.alterTable('idempotency_keys').addColumn('claimed_by', 'text').execute();
}
