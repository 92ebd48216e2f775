import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { CognitoError } from './identity.errors';
import { hashSecret, isoIn, randomCode } from '../security/secrets.helper';

type Purpose = Database['identity_verification_codes']['purpose'];

/** Replaces the user's code for `purpose` with a fresh six-digit one and returns it. */
export async function issueVerificationCode(
  db: Kysely<Database>,
  userId: string,
  purpose: Purpose,
  lifetimeSeconds: number,
): Promise<string> {
  const code = randomCode();
  const values = {
    code_hash: hashSecret(`${userId}:${code}`),
    attempts: 0,
    created_at: new Date().toISOString(),
    expires_at: isoIn(lifetimeSeconds),
  };
  await db
    .insertInto('identity_verification_codes')
    .values({ user_id: userId, purpose, ...values })
    .onConflict((oc) => oc.columns(['user_id', 'purpose']).doUpdateSet(values))
    .execute();
  return code;
}

/**
 * Checks a code. Wrong → CodeMismatchException (the caller counts it with countWrongCode,
 * outside its rolled-back transaction); after `maxAttempts` wrong ones the code is void
 * (LimitExceededException); none or expired → ExpiredCodeException. A right code is deleted —
 * inside the caller's transaction, so it stays if the rest fails.
 */
export async function checkVerificationCode(
  db: Kysely<Database>,
  userId: string,
  purpose: Purpose,
  code: string,
  maxAttempts: number,
): Promise<void> {
  const row = await db
    .selectFrom('identity_verification_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
  if (!row || row.expires_at <= new Date().toISOString()) {
    throw new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');
  }
  if (row.attempts >= maxAttempts) {
    throw new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
  }
  if (row.code_hash !== hashSecret(`${userId}:${code}`)) {
    throw new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
  }
  await db
    .deleteFrom('identity_verification_codes')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .execute();
}

/** Counts a wrong code against the user's code for `purpose`. */
export async function countWrongCode(db: Kysely<Database>, userId: string, purpose: Purpose): Promise<void> {
  await db
    .updateTable('identity_verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .execute();
}

/** `j***@e***.com`: enough for the user to recognise the address, not enough to learn it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const tld = dot >= 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***${tld}`;
}
