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

const expired = () =>
  new CognitoError('ExpiredCodeException', 'Invalid code provided, please request a code again.');

/**
 * Checks a code as one reserved try: the try is counted (one statement, so parallel guesses
 * cannot all read the same count) BEFORE the code is compared, and stays counted whatever
 * follows. Rejects: none or expired → ExpiredCodeException; `maxAttempts` tries used →
 * LimitExceededException (the code is void); wrong → CodeMismatchException. A right code is
 * not yet used up: the caller spends it with consumeVerificationCode in the transaction that
 * acts on it.
 */
export async function checkVerificationCode(
  db: Kysely<Database>,
  userId: string,
  purpose: Purpose,
  code: string,
  maxAttempts: number,
): Promise<void> {
  const reserved = await db
    .updateTable('identity_verification_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('expires_at', '>', new Date().toISOString())
    .where('attempts', '<', maxAttempts)
    .returning('code_hash')
    .executeTakeFirst();
  if (!reserved) {
    const row = await db
      .selectFrom('identity_verification_codes')
      .select(['expires_at'])
      .where('user_id', '=', userId)
      .where('purpose', '=', purpose)
      .executeTakeFirst();
    if (!row || row.expires_at <= new Date().toISOString()) throw expired();
    throw new CognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
  }
  if (reserved.code_hash !== hashSecret(`${userId}:${code}`)) {
    throw new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
  }
}

/**
 * Uses up a code checkVerificationCode accepted, inside the caller's transaction (so it
 * stays if the rest fails). Rejects with ExpiredCodeException when it is no longer there
 * (a parallel request spent it, or a new code replaced it): a code works once.
 */
export async function consumeVerificationCode(
  db: Kysely<Database>,
  userId: string,
  purpose: Purpose,
  code: string,
): Promise<void> {
  const deleted = await db
    .deleteFrom('identity_verification_codes')
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('code_hash', '=', hashSecret(`${userId}:${code}`))
    .executeTakeFirst();
  if (deleted.numDeletedRows !== 1n) throw expired();
}

/** `j***@e***.com`: enough for the user to recognise the address, not enough to learn it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const dot = domain.lastIndexOf('.');
  const tld = dot >= 0 ? domain.slice(dot) : '';
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***${tld}`;
}

/** The CodeDeliveryDetails of an answer that mailed a code (or pretends to, for an unknown user). */
export function emailDelivery(email: string) {
  return {
    CodeDeliveryDetails: { Destination: maskEmail(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' },
  };
}
