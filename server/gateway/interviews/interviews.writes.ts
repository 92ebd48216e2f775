import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { ApplicationAudience, Side } from '../live/live-events.catalogue';
import { publishLiveEvent } from '../live/live-events.port';
import { managersOfApplication, noteThreadEvent } from '../notifications/thread-digest';
import type { InterviewState } from './interviews.schema';

type Trx = Transaction<Database>;

/**
 * `interview.changed` (state set, `by` the side that set it: a manager's invitation is a notice
 * to the candidate, the candidate's own cancellation is not) or `interview.booked` in `trx`, to
 * the application's audience.
 */
export async function publishInterviewEvent(
  trx: Trx,
  audience: ApplicationAudience,
  interview: { id: number; application_id: number; location_id: number },
  change: { state: InterviewState; by: Side } | { bookedAt: string },
): Promise<void> {
  const ids = {
    interview_id: Number(interview.id),
    application_id: Number(interview.application_id),
    brand_id: audience.brand.id,
    location_id: Number(interview.location_id),
  };
  if ('bookedAt' in change) {
    await publishLiveEvent(trx, {
      name: 'interview.booked',
      payload: { ...ids, starts_at: change.bookedAt },
      brand: audience.brand,
      candidateUserId: audience.candidateUserId,
    });
    return;
  }
  await publishLiveEvent(trx, {
    name: 'interview.changed',
    payload: { ...ids, state: change.state, by: change.by },
    brand: audience.brand,
    candidateUserId: audience.candidateUserId,
  });
}

/**
 * Moves application `id` to INTERVIEW when it is APPLIED or SCREENING (never back from OFFERED,
 * HIRED or REJECTED), with its `application.status_changed` event, in `trx`. The new status goes
 * the way of every status change, the batched thread mail (thread-digest.ts): to the candidate,
 * and, since the candidate's booking caused it, to the location's managers too.
 */
export async function applicationToInterview(
  trx: Trx,
  id: number,
  audience: ApplicationAudience,
): Promise<void> {
  const moved = await trx
    .updateTable('applications')
    .set({ status: 'INTERVIEW' })
    .where('id', '=', id)
    .where('status', 'in', ['APPLIED', 'SCREENING'])
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return;
  const told = new Set([audience.candidateUserId, ...(await managersOfApplication(trx, id))]);
  for (const userId of told) await noteThreadEvent(trx, userId, id, { kind: 'status', status: 'INTERVIEW' });
  await publishLiveEvent(trx, {
    name: 'application.status_changed',
    payload: { application_id: id, brand_id: audience.brand.id, status: 'INTERVIEW' },
    brand: audience.brand,
    candidateUserId: audience.candidateUserId,
  });
}
