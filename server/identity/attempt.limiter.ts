import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { inTransaction } from './transaction.helper';
import { CognitoError } from './identity.errors';
import type { IdentityOptions } from './identity.options';
import { isoIn } from '../security/secrets.helper';

/**
 * Brute-force protection with counters in the database (so it holds across restarts and
 * processes). Keys: `user:<id>` (or `name:<login name>` when nobody has it) and `ip:<address>`.
 * Failures add up over `failureWindowSeconds`; reaching the limit locks the key for
 * `lockSeconds`; beyond `failuresBeforeSlowdown` each failed answer is delayed.
 */
export interface AttemptKeys {
  readonly user: string;
  readonly address: string;
}

export function attemptKeys(
  userIdOrName: { userId?: string; loginName: string },
  address: string,
): AttemptKeys {
  return {
    user: userIdOrName.userId
      ? `user:${userIdOrName.userId}`
      : `name:${userIdOrName.loginName.toLowerCase()}`,
    address: `ip:${address}`,
  };
}

/** Rejects when either key is locked: NotAuthorizedException for the user, LimitExceeded for the address. */
export async function assertNotLocked(db: Kysely<Database>, keys: AttemptKeys): Promise<void> {
  const now = new Date().toISOString();
  const rows = await db
    .selectFrom('identity_auth_failures')
    .select(['key', 'locked_until'])
    .where('key', 'in', [keys.user, keys.address])
    .execute();
  for (const row of rows) {
    if (row.locked_until === null || row.locked_until <= now) continue;
    if (row.key === keys.address) {
      throw new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
    }
    throw new CognitoError('NotAuthorizedException', 'Password attempts exceeded');
  }
}

/** A reserved attempt: counted before it is evaluated; see reserveAttempt. */
export interface AttemptReservation {
  readonly keys: readonly string[];
  /** The highest count among the keys, this attempt included (for the slowdown). */
  readonly failures: number;
}

/** maxFailuresPerAddress for `ip:` keys, maxFailuresPerUser for the rest. */
const defaultLimits = (options: IdentityOptions) => (key: string) =>
  key.startsWith('ip:') ? options.maxFailuresPerAddress : options.maxFailuresPerUser;

function lockedError(key: string): CognitoError {
  return key.startsWith('ip:')
    ? new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.')
    : new CognitoError('NotAuthorizedException', 'Password attempts exceeded');
}

/**
 * Counts an attempt on every key BEFORE its secret is checked, in one transaction with the
 * lock check, so that guesses sent in parallel cannot all pass the check while the slow
 * verification runs: of any burst at most the limit are evaluated. Rejects, counting nothing,
 * while a key is locked (NotAuthorizedException for a user key, LimitExceededException for an
 * address). The attempt that reaches the limit sets the lock and is still evaluated. A wrong
 * attempt stays counted (a failure); a right one settles with acceptAttempt or releaseAttempt.
 * `limitFor` overrides the per-key limits (defaultLimits).
 */
export async function reserveAttempt(
  db: Kysely<Database>,
  keys: readonly string[],
  options: IdentityOptions,
  limitFor: (key: string) => number = defaultLimits(options),
): Promise<AttemptReservation> {
  const now = new Date();
  const nowIso = now.toISOString();
  const windowStart = isoIn(-options.failureWindowSeconds, now);
  // Sorted, so that two transactions lock shared keys in the same order.
  const unique = [...new Set(keys)].sort();
  let highest = 0;
  await inTransaction(db, async (trx) => {
    await lockCounters(trx, unique, nowIso);
    const rows = await trx
      .selectFrom('identity_auth_failures')
      .selectAll()
      .where('key', 'in', unique)
      .execute();
    const byKey = new Map(rows.map((row) => [row.key, row]));
    for (const key of unique) {
      const row = byKey.get(key);
      if (row?.locked_until && row.locked_until > nowIso) throw lockedError(key);
    }
    for (const key of unique) {
      const row = byKey.get(key);
      const fresh = !row || row.window_started_at < windowStart;
      const failures = fresh ? 1 : row.failures + 1;
      const values = {
        window_started_at: fresh ? nowIso : row.window_started_at,
        failures,
        locked_until: failures >= limitFor(key) ? isoIn(options.lockSeconds, now) : null,
      };
      await trx
        .insertInto('identity_auth_failures')
        .values({ key, ...values })
        .onConflict((oc) => oc.column('key').doUpdateSet(values))
        .execute();
      highest = Math.max(highest, failures);
    }
  });
  return { keys: unique, failures: highest };
}

/**
 * Holds the counters of `keys` for the rest of the transaction, creating empty ones (no failure,
 * window starting `nowIso`) for keys that have none: a no-op upsert takes each row's lock on
 * PostgreSQL, so a parallel reservation waits and then reads this one's count instead of the same
 * old one (read committed). SQLite runs one write transaction at a time already.
 */
async function lockCounters(trx: Kysely<Database>, keys: readonly string[], nowIso: string): Promise<void> {
  for (const key of keys) {
    await trx
      .insertInto('identity_auth_failures')
      .values({ key, window_started_at: nowIso, failures: 0, locked_until: null })
      .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ key: eb.ref('excluded.key') })))
      .execute();
  }
}

/**
 * Takes a reserved attempt back (the secret was right, or the attempt never reached the
 * check): one less on each key; a lock stays only while the remaining count still reaches
 * the limit, i.e. while other attempts account for it.
 */
export async function releaseAttempt(
  db: Kysely<Database>,
  reservation: AttemptReservation,
  options: IdentityOptions,
  limitFor: (key: string) => number = defaultLimits(options),
): Promise<void> {
  await inTransaction(db, async (trx) => {
    // The same row locks, in the same order, as reserveAttempt takes: parallel releases each
    // take one off.
    for (const key of [...reservation.keys].sort()) {
      await trx
        .updateTable('identity_auth_failures')
        .set((eb) => ({ failures: eb.ref('failures') }))
        .where('key', '=', key)
        .execute();
    }
    for (const key of reservation.keys) {
      const row = await trx
        .selectFrom('identity_auth_failures')
        .selectAll()
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) continue;
      const failures = Math.max(0, row.failures - 1);
      await trx
        .updateTable('identity_auth_failures')
        .set({ failures, locked_until: failures >= limitFor(key) ? row.locked_until : null })
        .where('key', '=', key)
        .execute();
    }
  });
}

/**
 * A reserved sign-in proved the secret: the user's failures are forgotten (as before a lock,
 * a success starts the count afresh) and the address gets its attempt back.
 */
export async function acceptAttempt(
  db: Kysely<Database>,
  reservation: AttemptReservation,
  keys: AttemptKeys,
  options: IdentityOptions,
): Promise<void> {
  await inTransaction(db, async (trx) => {
    await clearFailures(trx, keys.user);
    await releaseAttempt(trx, { keys: [keys.address], failures: reservation.failures }, options);
  });
}

/**
 * Counts one code sent under `key` (ForgotPassword, ResendConfirmationCode), together with the
 * check, so parallel requests cannot all pass it: at most `perWindow` per failureWindowSeconds,
 * then LimitExceededException until the lock ends. Join the transaction that sends the code,
 * so a code that is not sent is not counted.
 */
export async function reserveCodeDelivery(
  db: Kysely<Database>,
  key: string,
  perWindow: number,
  options: IdentityOptions,
): Promise<void> {
  try {
    await reserveAttempt(db, [key], options, () => perWindow);
  } catch (error) {
    if (!(error instanceof CognitoError)) throw error;
    throw new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
  }
}

/** Forgets the failures of a key (after a successful sign-in or a password reset). */
export async function clearFailures(db: Kysely<Database>, key: string): Promise<void> {
  await db.deleteFrom('identity_auth_failures').where('key', '=', key).execute();
}

/** Waits before a failed answer once failures pile up: 0 at first, then `slowdownStepMs` more each time, at most 2 s. */
export async function slowDown(failures: number, options: IdentityOptions): Promise<void> {
  const excess = failures - options.failuresBeforeSlowdown;
  if (excess <= 0 || options.slowdownStepMs <= 0) return;
  await new Promise((resolve) => setTimeout(resolve, Math.min(2000, excess * options.slowdownStepMs)));
}
