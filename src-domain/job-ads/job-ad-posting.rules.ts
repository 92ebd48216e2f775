/**
 * Provider postings (issue #38): a position published where its location, or a brand above it,
 * is connected to the job-ad provider has a campaign there that follows the position.
 */

/** Where a position's posting stands, as Brigade keeps it. */
export const JOB_AD_POSTING_STATUSES = ['PENDING', 'POSTED', 'PAUSED', 'CLOSED', 'FAILED'] as const;
export type JobAdPostingStatus = (typeof JOB_AD_POSTING_STATUSES)[number];

/** The campaign status a position calls for. */
export type WantedCampaignStatus = 'ACTIVE' | 'PAUSED' | 'DELETED';

/**
 * The campaign a position calls for: ACTIVE while it is OPEN, PAUSED while PAUSED (the ad stops
 * and comes back on reopening), DELETED (closed for good) once it is closed, archived, or still
 * waits for its approval to recruit (so it is never advertised before it is approved).
 */
export function wantedCampaignStatus(position: {
  readonly status: string;
  readonly archived: boolean;
}): WantedCampaignStatus {
  if (position.archived) return 'DELETED';
  if (position.status === 'OPEN') return 'ACTIVE';
  if (position.status === 'PAUSED') return 'PAUSED';
  return 'DELETED';
}

/** What the provider is asked to do. */
export type PostingAction = 'create' | 'update' | 'close' | 'none';

/**
 * The provider call that brings a posting to `wanted`: `create` for an ACTIVE one when there is
 * no live campaign (none yet, or the last one was closed — a closed campaign cannot come back),
 * `update` for a live one (its text and status follow the position), `close` for a live one no
 * longer wanted, `none` when nothing is live and no ad is wanted (DELETED, or PAUSED: a paused
 * position is not advertised first).
 */
export function postingAction(
  posting: { readonly campaignId: string | undefined; readonly closed: boolean },
  wanted: WantedCampaignStatus,
): PostingAction {
  const live = posting.campaignId !== undefined && !posting.closed;
  if (wanted === 'DELETED') return live ? 'close' : 'none';
  if (live) return 'update';
  return wanted === 'ACTIVE' ? 'create' : 'none';
}

/** The status kept after a successful call that left the campaign `wanted`. */
export function postingStatusAfter(wanted: WantedCampaignStatus): JobAdPostingStatus {
  if (wanted === 'ACTIVE') return 'POSTED';
  if (wanted === 'PAUSED') return 'PAUSED';
  return 'CLOSED';
}

/** A position's posting as its editor shows it. */
export interface JobAdPosting {
  readonly status: JobAdPostingStatus;
  /** Why the last provider call failed (a server code); undefined unless FAILED. */
  readonly failure: string | undefined;
}

/**
 * True while a position's posting waits for its provider call (PENDING, the job queued by the
 * write): the position editor reads it again every POSTING_FOLLOW_POLL_MS while it is shown and
 * the page visible, until it settles. False for no posting and every settled status (a FAILED one
 * is retried by the job with a backoff of minutes: not worth a poll).
 */
export function postingAwaitsProvider(posting: JobAdPosting | undefined): boolean {
  return posting?.status === 'PENDING';
}

/** How often a PENDING posting is read again while its editor is shown, ms. */
export const POSTING_FOLLOW_POLL_MS = 4_000;

/** Failures a retry cannot mend: the brand's provider connection is gone. */
export const JOB_AD_POSTING_RECONNECT_CODES = [
  'INDEED.NOT_CONNECTED',
  'INDEED.REVOKED',
  'INDEED.SESSION_EXPIRED',
] as const;

/** True when a posting failed because the brand must connect the provider again (no retry). */
export function postingNeedsReconnect(failure: string | undefined): boolean {
  return (JOB_AD_POSTING_RECONNECT_CODES as readonly (string | undefined)[]).includes(failure);
}

export function isJobAdPostingStatus(value: string): value is JobAdPostingStatus {
  return (JOB_AD_POSTING_STATUSES as readonly string[]).includes(value);
}
