import {
  isJobAdPostingStatus,
  postingAction,
  postingNeedsReconnect,
  postingStatusAfter,
  wantedCampaignStatus,
} from '../../../src-domain/job-ads/job-ad-posting.rules';

describe('provider postings', () => {
  it('wants an ACTIVE campaign for an open position, PAUSED for a paused one, none otherwise', () => {
    expect(wantedCampaignStatus({ status: 'OPEN', archived: false })).toBe('ACTIVE');
    expect(wantedCampaignStatus({ status: 'PAUSED', archived: false })).toBe('PAUSED');
    expect(wantedCampaignStatus({ status: 'CLOSED', archived: false })).toBe('DELETED');
    expect(wantedCampaignStatus({ status: 'PENDING_APPROVAL', archived: false })).toBe('DELETED');
    expect(wantedCampaignStatus({ status: 'OPEN', archived: true })).toBe('DELETED');
  });

  it('creates an ACTIVE one when nothing is live, updates a live campaign, closes one no longer wanted', () => {
    const none = { campaignId: undefined, closed: false };
    const live = { campaignId: 'pc1', closed: false };
    const closed = { campaignId: 'pc1', closed: true };
    expect(postingAction(none, 'ACTIVE')).toBe('create');
    expect(postingAction(none, 'PAUSED')).toBe('none');
    expect(postingAction(none, 'DELETED')).toBe('none');
    expect(postingAction(live, 'ACTIVE')).toBe('update');
    expect(postingAction(live, 'PAUSED')).toBe('update');
    expect(postingAction(live, 'DELETED')).toBe('close');
    expect(postingAction(closed, 'ACTIVE')).toBe('create');
    expect(postingAction(closed, 'DELETED')).toBe('none');
    expect(postingAction(closed, 'PAUSED')).toBe('none');
  });

  it('keeps POSTED, PAUSED or CLOSED after a call, and knows its statuses', () => {
    expect(postingStatusAfter('ACTIVE')).toBe('POSTED');
    expect(postingStatusAfter('PAUSED')).toBe('PAUSED');
    expect(postingStatusAfter('DELETED')).toBe('CLOSED');
    expect(isJobAdPostingStatus('FAILED')).toBe(true);
    expect(isJobAdPostingStatus('LIVE')).toBe(false);
  });

  it('asks to connect again only when the connection is gone', () => {
    expect(postingNeedsReconnect('INDEED.REVOKED')).toBe(true);
    expect(postingNeedsReconnect('INDEED.UNAVAILABLE')).toBe(false);
    expect(postingNeedsReconnect(undefined)).toBe(false);
  });
});
