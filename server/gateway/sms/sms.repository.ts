import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A person's channels: the defaults (mail and in-app, no SMS) when they never chose. */
export interface NotificationPreferences {
  readonly email: boolean;
  readonly sms: boolean;
  readonly inApp: boolean;
  /** E.164, undefined when none. */
  readonly phone: string | undefined;
  /** The phone was proved by a texted code (phone-verification.ts); texts go only to such a number. */
  readonly phoneVerified: boolean;
  /** A mail each morning listing yesterday's logbook (issue #36, logbook-digest.job.ts); off until chosen. */
  readonly logbookDigest: boolean;
}

export const DEFAULT_PREFERENCES: NotificationPreferences = {
  email: true,
  sms: false,
  inApp: true,
  phone: undefined,
  phoneVerified: false,
  logbookDigest: false,
};

export async function preferencesOf(db: Db, userId: string): Promise<NotificationPreferences> {
  const row = await db
    .selectFrom('notification_preferences')
    .select(['email', 'sms', 'in_app', 'phone', 'phone_verified_at', 'logbook_digest'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return DEFAULT_PREFERENCES;
  return {
    email: row.email === 1,
    sms: row.sms === 1,
    inApp: row.in_app === 1,
    phone: row.phone ?? undefined,
    phoneVerified: row.phone !== null && row.phone_verified_at !== null,
    logbookDigest: row.logbook_digest === 1,
  };
}

/**
 * Stores a person's channels (one row per person, replaced). The phone stays verified only when
 * it is the number already stored; a new number must be verified again. The logbook digest keeps
 * its stored choice (off for a new row) when `logbookDigest` is undefined.
 */
export async function savePreferences(
  db: Db,
  userId: string,
  prefs: Omit<NotificationPreferences, 'phoneVerified' | 'logbookDigest'> & {
    readonly logbookDigest?: boolean;
  },
): Promise<void> {
  const values = {
    email: prefs.email ? 1 : 0,
    sms: prefs.sms ? 1 : 0,
    in_app: prefs.inApp ? 1 : 0,
    phone: prefs.phone ?? null,
    updated_at: new Date().toISOString(),
    ...(prefs.logbookDigest === undefined ? {} : { logbook_digest: prefs.logbookDigest ? 1 : 0 }),
  };
  await db
    .insertInto('notification_preferences')
    .values({ user_id: userId, ...values, phone_verified_at: null })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({
        ...values,
        phone_verified_at: sql<string | null>`case when notification_preferences.phone = excluded.phone
          then notification_preferences.phone_verified_at else null end`,
      }),
    )
    .execute();
}

/** Whether `phone` (E.164) sent STOP and no START since. */
export async function isOptedOut(db: Db, phone: string): Promise<boolean> {
  const row = await db
    .selectFrom('sms_opt_outs')
    .select('phone')
    .where('phone', '=', phone)
    .executeTakeFirst();
  return row !== undefined;
}

export async function setOptOut(db: Db, phone: string, optedOut: boolean): Promise<void> {
  if (optedOut) {
    await db
      .insertInto('sms_opt_outs')
      .values({ phone, created_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('phone').doNothing())
      .execute();
  } else {
    await db.deleteFrom('sms_opt_outs').where('phone', '=', phone).execute();
  }
}

/**
 * Records inbound message `sid`; false when it was seen before (a replay). Inside the webhook's
 * transaction: the primary key decides between two concurrent deliveries of one sid.
 */
export async function recordInbound(
  trx: Db,
  inbound: { sid: string; from: string; body: string },
): Promise<boolean> {
  const result = await trx
    .insertInto('sms_inbound')
    .values({
      message_sid: inbound.sid,
      from_phone: inbound.from,
      body: inbound.body,
      application_message_id: null,
      received_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column('message_sid').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function linkInbound(trx: Db, sid: string, messageId: number): Promise<void> {
  await trx
    .updateTable('sms_inbound')
    .set({ application_message_id: messageId })
    .where('message_sid', '=', sid)
    .execute();
}

/**
 * The application thread a text from `phone` belongs to: among the candidates who gave that number
 * for texts and verified it (an unverified number could be anyone's), the open (not archived) application whose thread moved last (its newest message, else
 * its creation); undefined when none. With the brand and candidate its live events need.
 */
export async function threadForPhone(db: Db, phone: string) {
  const rows = await db
    .selectFrom('notification_preferences as p')
    .innerJoin('applications as a', 'a.candidate_user_id', 'p.user_id')
    .innerJoin('positions as pos', 'pos.id', 'a.position_id')
    .innerJoin('brands as b', 'b.id', 'pos.brand_id')
    .select((eb) => [
      'a.id as application_id',
      'a.candidate_user_id',
      'a.created_at',
      'b.id as brand_id',
      'b.path as brand_path',
      eb
        .selectFrom('application_messages as m')
        .select((m) => m.fn.max('m.created_at').as('last'))
        .whereRef('m.application_id', '=', 'a.id')
        .as('last_message_at'),
    ])
    .where('p.phone', '=', phone)
    .where('p.phone_verified_at', 'is not', null)
    .where('a.archived', '=', 0)
    .execute();
  const activity = (row: (typeof rows)[number]) => String(row.last_message_at ?? row.created_at);
  rows.sort((a, b) => activity(b).localeCompare(activity(a)) || b.application_id - a.application_id);
  return rows[0];
}

/** The IANA zone of the location an application's position is at (UTC when it has none). */
export async function zoneOfApplication(db: Db, applicationId: number): Promise<string> {
  const row = await db
    .selectFrom('applications as a')
    .innerJoin('positions as pos', 'pos.id', 'a.position_id')
    .leftJoin('schedule_settings as s', 's.brand_id', 'pos.brand_id')
    .select('s.time_zone')
    .where('a.id', '=', applicationId)
    .executeTakeFirst();
  return row?.time_zone ?? 'UTC';
}
