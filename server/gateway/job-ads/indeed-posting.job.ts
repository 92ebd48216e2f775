import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import {
  postingAction,
  postingNeedsReconnect,
  postingStatusAfter,
  wantedCampaignStatus,
} from '../../../src-domain/index';
import type { JobHandler } from '../../jobs/job-queue.port';
import { findPosting } from '../positions/position-postings.repository';
import type { UpstreamJob } from './indeed.client';
import { findIndeedPosting, forgetPosting, recordPosting } from './indeed-postings.repository';
import type { JobAdsService } from './job-ads.service';

const PostingPayload = Type.Object({ position_id: Type.Integer() });

/** Our id of a position's job at the provider: a repeated create answers the live campaign. */
export const sourcedPostingId = (positionId: number) => `brigade-position-${positionId}`;

/**
 * The `indeed.posting` job (issue #38): brings the provider's campaign of a position in line with
 * the position as it is now — creates it once the position is open, updates its name, job and
 * status on edits, pause and reopening, closes it (DELETED) on close or archive. Idempotent: the
 * campaign id is kept per position, and a create repeated after a run died before keeping it
 * answers the same campaign (its sourced posting id). A failed call marks the posting FAILED with
 * the reason and fails the run (retried with backoff); a brand no longer connected is not retried.
 */
export function indeedPostingJob(service: JobAdsService): JobHandler {
  return async (payload, run) => {
    if (!Value.Check(PostingPayload, payload))
      throw new Error('indeed.posting: the payload is not a position');
    const positionId = payload.position_id;
    const row = await findIndeedPosting(run.db, positionId);
    const position = await findPosting(run.db, positionId);
    if (!row || !position) return;
    const wanted = wantedCampaignStatus({ status: position.status, archived: position.archived === 1 });
    const campaignId = row.campaign_id ?? undefined;
    const action = postingAction({ campaignId, closed: row.status === 'CLOSED' }, wanted);
    if (action === 'none') {
      if (campaignId === undefined) await forgetPosting(run.db, positionId);
      else await recordPosting(run.db, positionId, { status: 'CLOSED', last_error: null });
      return;
    }
    const name = `${position.title} — ${position.brand_name}`;
    const job: UpstreamJob = {
      title: position.title,
      location: position.brand_name,
      description: position.description,
      employmentType: position.employment_type ?? undefined,
    };
    try {
      const done =
        action === 'create'
          ? await service.createPosting(row.brand_id, {
              name,
              sourcedPostingId: sourcedPostingId(positionId),
              job,
            })
          : action === 'close'
            ? await service.updatePosting(row.brand_id, campaignId!, { status: 'DELETED' })
            : await service.updatePosting(row.brand_id, campaignId!, { name, job, status: wanted });
      await recordPosting(run.db, positionId, {
        employer: done.employer,
        campaign_id: done.posting.id,
        status: postingStatusAfter(wanted),
        last_error: null,
      });
    } catch (error) {
      const code = (error as { code?: string }).code;
      const reason = code ?? (error instanceof Error ? error.message : 'unknown');
      await recordPosting(run.db, positionId, { status: 'FAILED', last_error: reason.slice(0, 500) });
      if (postingNeedsReconnect(code)) return;
      throw error;
    }
  };
}
