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

/** Counts one failure on each key; returns the highest count, for the slowdown. */
export async function recordFailure(
  db: Kysely<Database>,
  keys: readonly string[],
  options: IdentityOptions,
): Promise<number> {
  const now = new Date();
  const windowStart = isoIn(-options.failureWindowSeconds, now);
  let highest = 0;
  await inTransaction(db, async (trx) => {
    for (const key of keys) {
      const limit = key.startsWith('ip:') ? options.maxFailuresPerAddress : options.maxFailuresPerUser;
      const row = await trx
        .selectFrom('identity_auth_failures')
        .selectAll()
        .where('key', '=', key)
        .executeTakeFirst();
      const fresh = !row || row.window_started_at < windowStart;
      const failures = fresh ? 1 : row.failures + 1;
      const lockedUntil =
        failures >= limit ? isoIn(options.lockSeconds, now) : fresh ? null : row.locked_until;
      await trx
        .insertInto('identity_auth_failures')
        .values({
          key,
          window_started_at: fresh ? now.toISOString() : row.window_started_at,
          failures,
          locked_until: lockedUntil,
        })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            window_started_at: fresh ? now.toISOString() : row.window_started_at,
            failures,
            locked_until: lockedUntil,
          }),
        )
        .execute();
      highest = Math.max(highest, failures);
    }
  });
  return highest;
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
