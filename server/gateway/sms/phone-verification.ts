import crypto from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../../db/dialect';
import type { Database } from '../../db/schema';
import { enqueue } from '../../jobs/job-queue';
import { smsErrors } from './sms.errors';
import { MAX_TEXT_CHARS, SMS_JOB } from './sms.job';
import { isOptedOut } from './sms.repository';

/** A code is good for this long, ms. */
export const CODE_TTL_MS = 10 * 60_000;
/** At most SENDS_PER_WINDOW codes per person in SEND_WINDOW_MS (a code text costs money). */
export const SENDS_PER_WINDOW = 3;
export const SEND_WINDOW_MS = 15 * 60_000;
/** Wrong codes allowed against one code; then it is void and a new one must be sent. */
export const MAX_CODE_ATTEMPTS = 5;

/**
 * First key of the transaction-scoped advisory lock that serialises one person's code sends on
 * PostgreSQL (the second key is the hash of their user id).
 */
export const PHONE_CODE_LOCK = 3_500_072;

/** A code's hash, salted with its person (the table never holds a code). */
const hashOf = (userId: string, code: string) =>
  crypto.createHash('sha256').update(`${userId}:${code}`).digest('hex');

/**
 * Texts a fresh 6-digit code to `phone` (E.164, the person's stored number) for `userId`, in `trx`:
 * the previous code is replaced. `textOf` words the text (the caller's language). Rejects with
 * SMS.OPTED_OUT when the number sent STOP and SMS.CODE_RATE_LIMITED (429, with the seconds to
 * wait) after SENDS_PER_WINDOW sends in SEND_WINDOW_MS. No quiet hours: the person asked for it
 * now. Resolves with the code's expiry. The limit holds under concurrency: on PostgreSQL the
 * person's sends take an advisory lock held until `trx` ends, so each reads the sends committed
 * before it (parallel first sends have no row to lock); SQLite runs one transaction at a time.
 * `trx` must be a transaction.
 */
export async function sendPhoneCode(
  trx: Kysely<Database>,
  userId: string,
  phone: string,
  textOf: (code: string, minutes: number) => string,
  now = Date.now(),
): Promise<Date> {
  if (await isOptedOut(trx, phone)) throw smsErrors.optedOut();
  if (isPostgres<Database>(trx)) {
    await sql`select pg_advisory_xact_lock(${PHONE_CODE_LOCK}::integer, hashtext(${userId}))`.execute(trx);
  }
  const row = await trx
    .selectFrom('phone_verifications')
    .select('sent_at_json')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  const recent = (row ? (JSON.parse(row.sent_at_json) as string[]) : []).filter(
    (at) => Date.parse(at) > now - SEND_WINDOW_MS,
  );
  if (recent.length >= SENDS_PER_WINDOW) {
    const oldest = Math.min(...recent.map((at) => Date.parse(at)));
    throw smsErrors.codeRateLimited(Math.max(1, Math.ceil((oldest + SEND_WINDOW_MS - now) / 1000)));
  }
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
  const expires = new Date(now + CODE_TTL_MS);
  const values = {
    phone,
    code_hash: hashOf(userId, code),
    expires_at: expires.toISOString(),
    attempts: 0,
    sent_at_json: JSON.stringify([...recent, new Date(now).toISOString()]),
  };
  await trx
    .insertInto('phone_verifications')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
  await enqueue(
    trx,
    SMS_JOB,
    { to: phone, body: textOf(code, CODE_TTL_MS / 60_000).slice(0, MAX_TEXT_CHARS) },
    { jobKey: `sms:phone-code:${crypto.randomUUID()}` },
  );
  return expires;
}

/**
 * Checks `code` against the code texted to `phone` for `userId` and, when it matches, marks the
 * person's number verified and forgets the code. Rejects with SMS.CODE_EXPIRED when no code waits
 * for this number (none sent, expired, the number changed since, or MAX_CODE_ATTEMPTS wrong
 * tries) and SMS.CODE_INVALID for a wrong code — that try is counted (it is written even though
 * the call fails: the count is what stops guessing).
 */
export async function confirmPhoneCode(
  db: Kysely<Database>,
  userId: string,
  phone: string,
  code: string,
  now = Date.now(),
): Promise<void> {
  const pending = await db
    .selectFrom('phone_verifications')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (
    !pending ||
    pending.phone !== phone ||
    Date.parse(pending.expires_at) <= now ||
    pending.attempts >= MAX_CODE_ATTEMPTS
  ) {
    throw smsErrors.codeExpired();
  }
  const given = Buffer.from(hashOf(userId, code.trim()), 'hex');
  const expected = Buffer.from(pending.code_hash, 'hex');
  if (!crypto.timingSafeEqual(given, expected)) {
    await db
      .updateTable('phone_verifications')
      .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
      .where('user_id', '=', userId)
      .execute();
    throw smsErrors.codeInvalid();
  }
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('notification_preferences')
      .set({ phone_verified_at: new Date(now).toISOString() })
      .where('user_id', '=', userId)
      .where('phone', '=', phone)
      .execute();
    // The sends stay counted (rate limit); the code is void.
    await trx
      .updateTable('phone_verifications')
      .set({ expires_at: new Date(now).toISOString() })
      .where('user_id', '=', userId)
      .execute();
  });
}
