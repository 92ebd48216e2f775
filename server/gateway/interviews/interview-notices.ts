import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { DateTime } from 'luxon';
import type { Kysely } from 'kysely';
import { sanitizeLanguage, type Language } from '../../../src-domain/index';
import type { ServerConfig } from '../../config';
import type { Database } from '../../db/schema';
import { enqueue } from '../../jobs/job-queue';
import type { JobHandler } from '../../jobs/job-queue.port';
import { originOfLanguage } from '../../mail/mail-language';
import { mailTexts } from '../../mail/mail-texts';
import { noteThreadEvent } from '../notifications/thread-digest';
import { queueTextToCandidate } from '../sms/sms.job';
import { preferencesOf } from '../sms/sms.repository';
import { interviewIcs } from './interview-ics';
import { type InterviewLinks, invitationExpiry } from './interview-links';
import { interviewDetail, type InterviewDetail } from './interviews.repository';

export const INTERVIEW_NOTICE_JOB = 'interview.notice';

export const NOTICE_KINDS = [
  'invitation',
  'confirmation',
  'reminder_24h',
  'reminder_2h',
  'cancellation',
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

const NoticePayload = Type.Object({
  interview_id: Type.Integer(),
  kind: Type.String(),
  /** The start the notice speaks of; a notice whose interview moved since does nothing. */
  starts_at: Type.Union([Type.String(), Type.Null()]),
});

const HOUR_MS = 3_600_000;

/** The language of an interview's notices. */
export const languageOf = (interview: { language: string }): Language =>
  sanitizeLanguage(interview.language) ?? 'en';

/** The booking page's URL of `interview` on the host of its language. */
export function bookingUrl(
  config: ServerConfig,
  links: InterviewLinks,
  interview: { id: number; created_at: string; language: string },
): string {
  const token = links.token(interview.id, invitationExpiry(Date.parse(interview.created_at)));
  return `${originOfLanguage(config.publicOrigin, languageOf(interview))}/interview/${token}`;
}

/** `startsAt` as the candidate reads it: the location's zone, their language, the zone named. */
export function whenText(startsAt: string, zone: string, language: Language): string {
  return DateTime.fromISO(startsAt, { zone: 'utc' })
    .setZone(zone)
    .setLocale(language)
    .toLocaleString({ ...DateTime.DATETIME_FULL, weekday: 'long' });
}

/**
 * Queues notice `kind` of interview `id` in `trx` (the write's transaction). Reminders run 24 h and
 * 2 h before `startsAt` under the keys `interview:<id>:24h` / `:2h` (a reschedule replaces them);
 * a reminder whose time already passed is not queued (the key's older job, if any, finds the
 * interview moved and does nothing).
 */
export async function queueNotice(
  trx: Kysely<Database>,
  id: number,
  kind: NoticeKind,
  startsAt: string | null,
  sequence: number,
  nowMs = Date.now(),
): Promise<void> {
  const payload = { interview_id: id, kind, starts_at: startsAt };
  if (kind === 'reminder_24h' || kind === 'reminder_2h') {
    const hours = kind === 'reminder_24h' ? 24 : 2;
    const runAt = Date.parse(startsAt ?? '') - hours * HOUR_MS;
    if (!(runAt > nowMs)) return;
    await enqueue(trx, INTERVIEW_NOTICE_JOB, payload, {
      runAt: new Date(runAt),
      jobKey: `interview:${id}:${hours}h`,
    });
    return;
  }
  await enqueue(trx, INTERVIEW_NOTICE_JOB, payload, { jobKey: `interview:${id}:${kind}:${sequence}` });
}

/** Whether the notice still says something true about the interview as it is now. */
function stillTrue(kind: NoticeKind, interview: InterviewDetail, startsAt: string | null): boolean {
  if (kind === 'invitation') return interview.state === 'INVITED';
  if (kind === 'cancellation') return interview.state === 'CANCELLED';
  return interview.state === 'BOOKED' && interview.starts_at === startsAt;
}

const TEMPLATE_OF: Record<NoticeKind, 'invitation' | 'confirmation' | 'reminder' | 'cancellation'> = {
  invitation: 'invitation',
  confirmation: 'confirmation',
  reminder_24h: 'reminder',
  reminder_2h: 'reminder',
  cancellation: 'cancellation',
};

/**
 * The `interview.notice` job: tells the candidate by their channel — a text when they chose SMS
 * with a number (and SMS is on and the number did not send STOP), a mail otherwise; an invitation
 * is texted to who chose SMS and mailed, to who wants mail, in the thread's batched notice
 * (notifications/thread-digest.ts, which also carries the thread message it came with); a confirmation
 * is always mailed too, with its ICS invitation (METHOD:REQUEST), and so is the cancellation of a
 * booked interview, with the ICS that withdraws it (METHOD:CANCEL, the next SEQUENCE). Does nothing when the notice is outdated (the
 * interview moved or changed state since). The mail and text jobs it queues have keys made of this
 * job's key, so a second run sends nothing twice.
 */
export function interviewNoticeJob(config: ServerConfig, links: InterviewLinks): JobHandler {
  return async (payload, run) => {
    if (!Value.Check(NoticePayload, payload) || !(NOTICE_KINDS as readonly string[]).includes(payload.kind)) {
      throw new Error('interview.notice: the payload is not a notice');
    }
    const kind = payload.kind as NoticeKind;
    const interview = await interviewDetail(run.db, payload.interview_id);
    if (!interview || !stillTrue(kind, interview, payload.starts_at)) return;
    const key = `${run.jobKey ?? `interview-notice-job:${run.id}`}:${payload.starts_at ?? ''}`;
    const language = languageOf(interview);
    const t = mailTexts(language);
    const template = TEMPLATE_OF[kind];
    const values = {
      link: bookingUrl(config, links, interview),
      position: interview.position_title,
      location: interview.location_name,
      when: payload.starts_at ? whenText(payload.starts_at, interview.time_zone, language) : '',
    };
    // The confirmation invites; a cancelled booked interview withdraws the calendar event.
    const method = kind === 'confirmation' ? 'REQUEST' : kind === 'cancellation' ? 'CANCEL' : undefined;
    const ics =
      method && interview.starts_at && interview.ends_at
        ? interviewIcs({
            id: interview.id,
            startsAt: interview.starts_at,
            endsAt: interview.ends_at,
            sequence: Number(interview.sequence),
            title: `${t('interviews.confirmation.heading')} — ${interview.position_title}`,
            location: [interview.location_name, interview.location_address].filter(Boolean).join(', '),
            description: values.link,
            method,
          })
        : undefined;
    await run.db.transaction().execute(async (trx) => {
      const prefs = await preferencesOf(trx, interview.candidate_user_id);
      const texted =
        prefs.sms &&
        (
          await queueTextToCandidate(trx, {
            candidateUserId: interview.candidate_user_id,
            applicationId: interview.application_id,
            body: t(`interviews.${template}.sms`, values),
            smsOn: config.sms.mode !== 'off',
            quietHours: config.sms.quietHours,
            key: `${key}:sms`,
          })
        ).queued;
      // An invitation is mailed in the thread's batched notice (when the person wants mail).
      if (kind === 'invitation') {
        await noteThreadEvent(trx, interview.candidate_user_id, interview.application_id, {
          kind: 'interview',
          link: values.link,
        });
        return;
      }
      if (texted && !ics) return;
      await enqueue(
        trx,
        'mail.send',
        {
          channel: 'email',
          recipient: interview.email,
          language,
          template: `interviews.${template}`,
          values,
          ...(ics ? { ics } : {}),
        },
        { jobKey: `${key}:mail` },
      );
    });
  };
}
