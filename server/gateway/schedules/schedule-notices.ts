import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import { paidHours, sanitizeLanguage, type Language } from '../../../src-domain/index';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { enqueue } from '../../jobs/job-queue';
import type { JobHandler } from '../../jobs/job-queue.port';
import { originOfLanguage } from '../../mail/mail-language';
import { mailTexts } from '../../mail/mail-texts';
import { languageOfRecipient } from '../interviews/interviews.repository';
import { preferencesOf } from '../sms/sms.repository';

/**
 * Telling people of their schedule by mail (issue #34), through the job queue and by their
 * notification channels (notification_preferences: mail on): a shift offered to them by name
 * (OFFERED), a week published with shifts of theirs (PUBLISHED: the first publication only;
 * later changes are told one by one), a change of one of their published shifts (CHANGED: a
 * shift_changes row). The writes queue the job in their own transaction (a write that rolls back
 * tells nobody; the job's key makes a retried write tell once); the job reads the facts again
 * when it runs, so a shift changed meanwhile is told as it now is. In-app, the same people learn
 * it from the live events of the location (schedule.published, shift.changed, shift_request.changed),
 * on which their screens read again.
 */
export const SCHEDULE_NOTICE_JOB = 'schedules.notice';

const NoticePayload = Type.Union([
  Type.Object({
    kind: Type.Literal('OFFERED'),
    user_id: Type.String(),
    actor_id: Type.String(),
    shift_id: Type.Integer(),
  }),
  Type.Object({
    kind: Type.Literal('PUBLISHED'),
    user_id: Type.String(),
    brand_id: Type.Integer(),
    week_start: Type.String(),
  }),
  Type.Object({ kind: Type.Literal('CHANGED'), user_id: Type.String(), change_id: Type.Integer() }),
]);
type NoticePayload = Static<typeof NoticePayload>;

type Db = Kysely<Database>;

/** Queues the mail telling `userId` that `actorId` offers them shift `shiftId` (request `requestId`). */
export async function tellOffered(
  trx: Db,
  shiftId: number,
  requestId: number,
  userId: string,
  actorId: string,
): Promise<void> {
  const payload: NoticePayload = { kind: 'OFFERED', user_id: userId, actor_id: actorId, shift_id: shiftId };
  await enqueue(trx, SCHEDULE_NOTICE_JOB, payload, { jobKey: `schedules:offer:${requestId}` });
}

/**
 * Queues, for each person with shifts in the week `week` of location `brandId`, the mail that
 * it is published; `publishedAt` is part of the key (one mail per person and publication).
 */
export async function tellPublished(
  trx: Db,
  brandId: number,
  week: string,
  publishedAt: string,
): Promise<void> {
  const people = await trx
    .selectFrom('shifts')
    .select('user_id')
    .distinct()
    .where('brand_id', '=', brandId)
    .where('week_start', '=', week)
    .where('user_id', 'is not', null)
    .execute();
  for (const { user_id: userId } of people) {
    if (!userId) continue;
    const payload: NoticePayload = {
      kind: 'PUBLISHED',
      user_id: userId,
      brand_id: brandId,
      week_start: week,
    };
    await enqueue(trx, SCHEDULE_NOTICE_JOB, payload, {
      jobKey: `schedules:published:${brandId}:${week}:${publishedAt}:${userId}`,
    });
  }
}

/** Queues the mail telling the person of shift change `changeId` (a shift_changes row) what changed. */
export async function tellChanged(trx: Db, changeId: number, userId: string): Promise<void> {
  const payload: NoticePayload = { kind: 'CHANGED', user_id: userId, change_id: changeId };
  await enqueue(trx, SCHEDULE_NOTICE_JOB, payload, { jobKey: `schedules:change:${changeId}` });
}

/** The location's IANA zone ('UTC' without settings). */
async function zoneOf(db: Db, brandId: number): Promise<string> {
  const row = await db
    .selectFrom('schedule_settings')
    .select('time_zone')
    .where('brand_id', '=', brandId)
    .executeTakeFirst();
  return row?.time_zone ?? 'UTC';
}

/** "First Last", or the e-mail's name when the profile has none. */
async function nameOf(db: Db, userId: string): Promise<string> {
  const row = await db
    .selectFrom('identity_users as u')
    .leftJoin('user_profiles as p', 'p.user_id', 'u.id')
    .select(['u.email', 'p.first_name', 'p.last_name'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return '';
  return `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || row.email.split('@')[0]!;
}

/** "Tue, Dec 1, 9:00 AM – 5:00 PM" in `language`, local to `zone`. */
function when(startsAt: string, endsAt: string, zone: string, language: Language): string {
  const start = DateTime.fromISO(startsAt, { zone }).setLocale(language);
  const end = DateTime.fromISO(endsAt, { zone }).setLocale(language);
  return `${start.toLocaleString({ weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })} – ${end.toLocaleString(DateTime.TIME_SIMPLE)}`;
}

/**
 * The `schedules.notice` job: mails the person (templates schedules.offered / published /
 * changed, in the language of their latest mail, linking to My shifts) when they want mail and
 * what it tells still holds (the offer still open to them, the week still published, the change
 * recorded); otherwise does nothing. The mail job's key is made of this job's, so a second run
 * mails nothing twice.
 */
export function scheduleNoticeJob(config: ServerConfig): JobHandler {
  return async (payload, run) => {
    if (!Value.Check(NoticePayload, payload))
      throw new Error('schedules.notice: the payload is not a notice');
    const db: Db = run.db;
    const [prefs, person] = await Promise.all([
      preferencesOf(db, payload.user_id),
      db.selectFrom('identity_users').select('email').where('id', '=', payload.user_id).executeTakeFirst(),
    ]);
    if (!prefs.email || !person) return;
    const language = sanitizeLanguage(await languageOfRecipient(db, person.email)) ?? 'en';
    const made = await noticeOf(db, payload, language);
    if (!made) return;
    await enqueue(
      db,
      'mail.send',
      {
        channel: 'email',
        recipient: person.email,
        language,
        template: made.template,
        values: { ...made.values, link: `${originOfLanguage(config.publicOrigin, language)}/my-shifts` },
      },
      { jobKey: `${run.jobKey ?? `schedules-notice-job:${run.id}`}:mail` },
    );
  };
}

type Notice = {
  readonly template: 'schedules.offered' | 'schedules.published' | 'schedules.changed';
  readonly values: Record<string, string>;
};

async function noticeOf(db: Db, payload: NoticePayload, language: Language): Promise<Notice | undefined> {
  if (payload.kind === 'OFFERED') {
    const offer = await db
      .selectFrom('shift_requests as r')
      .innerJoin('shifts as s', 's.id', 'r.shift_id')
      .innerJoin('brands as b', 'b.id', 's.brand_id')
      .select(['s.brand_id', 's.position', 's.starts_at', 's.ends_at', 'b.name'])
      .where('r.shift_id', '=', payload.shift_id)
      .where('r.status', '=', 'OPEN')
      .where('r.offered_to_user_id', '=', payload.user_id)
      .executeTakeFirst();
    if (!offer) return undefined;
    const zone = await zoneOf(db, offer.brand_id);
    return {
      template: 'schedules.offered',
      values: {
        actor: await nameOf(db, payload.actor_id),
        position: offer.position,
        location: offer.name,
        when: when(offer.starts_at, offer.ends_at, zone, language),
      },
    };
  }
  if (payload.kind === 'PUBLISHED') {
    const week = await db
      .selectFrom('schedule_weeks as w')
      .innerJoin('brands as b', 'b.id', 'w.brand_id')
      .select(['b.name', 'w.status'])
      .where('w.brand_id', '=', payload.brand_id)
      .where('w.week_start', '=', payload.week_start)
      .executeTakeFirst();
    if (week?.status !== 'PUBLISHED') return undefined;
    const shifts = await db
      .selectFrom('shifts')
      .select(['starts_at', 'ends_at', 'break_minutes'])
      .where('brand_id', '=', payload.brand_id)
      .where('week_start', '=', payload.week_start)
      .where('user_id', '=', payload.user_id)
      .execute();
    if (shifts.length === 0) return undefined;
    const hours = paidHours(
      shifts.map((row) => ({
        startsAt: row.starts_at,
        endsAt: row.ends_at,
        breakMinutes: row.break_minutes,
      })),
    );
    return {
      template: 'schedules.published',
      values: {
        location: week.name,
        week: payload.week_start,
        count: String(shifts.length),
        hours: new Intl.NumberFormat(language).format(hours),
      },
    };
  }
  const change = await db
    .selectFrom('shift_changes as c')
    .innerJoin('brands as b', 'b.id', 'c.brand_id')
    .select(['c.brand_id', 'c.kind', 'c.before_json', 'c.after_json', 'b.name'])
    .where('c.id', '=', payload.change_id)
    .where('c.user_id', '=', payload.user_id)
    .executeTakeFirst();
  if (!change) return undefined;
  const zone = await zoneOf(db, change.brand_id);
  type Part = { starts_at: string; ends_at: string; position: string };
  const before = change.before_json ? (JSON.parse(change.before_json) as Part) : undefined;
  const after = change.after_json ? (JSON.parse(change.after_json) as Part) : undefined;
  const t = mailTexts(language);
  const sentence = t(`schedules.change.${change.kind}`, {
    position: before?.position ?? '',
    position_after: after?.position ?? '',
    before: before ? when(before.starts_at, before.ends_at, zone, language) : '',
    after: after ? when(after.starts_at, after.ends_at, zone, language) : '',
  });
  return { template: 'schedules.changed', values: { location: change.name, change: sentence } };
}
