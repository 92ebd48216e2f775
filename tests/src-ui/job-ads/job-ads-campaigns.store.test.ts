import type { JobAdCampaignPage, JobAdCampaignQuery } from '../../../src-domain/job-ads/job-ads-api.port';
import { JOB_AD_PAGE_SIZE } from '../../../src-domain/job-ads/job-ads.rules';
import { JobAdsCampaignsStore } from '../../../src-ui/job-ads/job-ads-campaigns.store';
import { JobAdsConnectionStore } from '../../../src-ui/job-ads/job-ads-connection.store';
import { FakeJobAdsApi } from '../../fakes/job-ads-api.fake';
import { FakeNavigation } from '../../fakes/navigation.fake';
import { FakePkce } from '../../fakes/pkce.fake';
import { FakePopupMessages } from '../../fakes/popup-messages.fake';
import { FakeRandomToken } from '../../fakes/random-token.fake';
import { FakeTabStorage } from '../../fakes/tab-storage.fake';
import { testAppConfig } from '../../support/test-config';

const BRAND = 12;

/** The fake whose next campaign read waits until the test lets it answer. */
class HeldJobAdsApi extends FakeJobAdsApi {
  private held: (() => void) | undefined;
  holdNext = false;

  override async campaigns(brandId: number, query: JobAdCampaignQuery): Promise<JobAdCampaignPage> {
    if (this.holdNext) {
      this.holdNext = false;
      await new Promise<void>((resolve) => (this.held = resolve));
    }
    return super.campaigns(brandId, query);
  }

  release(): void {
    this.held?.();
  }
}

/** The store for brand 12, connected (the connection store has checked it). */
async function setUp() {
  const api = new HeldJobAdsApi();
  await api.login(BRAND, {
    code: 'c',
    employer: 'emp-1',
    redirectUri: 'http://localhost/oauth2/',
    verifier: 'v',
  });
  const connection = new JobAdsConnectionStore(
    api,
    new FakeNavigation(),
    new FakePopupMessages(),
    new FakeTabStorage(),
    new FakePkce(),
    new FakeRandomToken(),
    testAppConfig,
  );
  await connection.check(BRAND);
  return { api, connection, store: new JobAdsCampaignsStore(api, connection) };
}

async function settle() {
  for (let index = 0; index < 10; index += 1) await Promise.resolve();
}

describe('JobAdsCampaignsStore', () => {
  it('is idle, loading, then ready with the first page of 30, created dates asked', async () => {
    const { api, store } = await setUp();
    expect(store.phase).toBe('idle');
    const loading = store.load(BRAND);
    expect(store.phase).toBe('loading');
    await loading;
    expect(store.phase).toBe('ready');
    expect(store.rows).toHaveLength(JOB_AD_PAGE_SIZE);
    expect(store.rows[0]).toMatchObject({ id: 'c1', createdDate: '2026-01-05T09:00:00.000Z' });
    expect(store.totalCount).toBe(95);
    expect(store.hasMore).toBe(true);
    expect(api.calls).toEqual([`campaigns:${BRAND}:ALL:first`]);
    expect(api.queries).toEqual([{ status: undefined, perPage: JOB_AD_PAGE_SIZE, includeCreatedDate: true }]);
  });

  it('pages on with the provider’s cursor as given, and stops after the last page', async () => {
    const { api, store } = await setUp();
    await store.load(BRAND);
    await store.loadMore();
    await store.loadMore();
    await store.loadMore();
    expect(api.queries.map((query) => query.start)).toEqual([undefined, '30', '60', '90']);
    expect(store.rows.map((row) => row.id)).toEqual(
      Array.from({ length: 95 }, (_, index) => `c${index + 1}`),
    );
    expect(store.hasMore).toBe(false);
    await store.loadMore();
    expect(api.calls).toHaveLength(4);
  });

  it('a new status filter starts over from the first page with that status; the same one reads nothing', async () => {
    const { api, store } = await setUp();
    await store.load(BRAND);
    await store.loadMore();
    store.setStatus('PAUSED');
    expect(store.phase).toBe('loading');
    expect(store.rows).toEqual([]);
    await settle();
    expect(api.calls.at(-1)).toBe(`campaigns:${BRAND}:PAUSED:first`);
    expect(store.rows.every((row) => row.status === 'PAUSED')).toBe(true);
    expect(store.totalCount).toBe(23);
    store.setStatus('PAUSED');
    expect(api.calls).toHaveLength(3);
  });

  it('a failed read keeps its code and a retry loads the same brand and filter', async () => {
    const { api, store } = await setUp();
    store.setStatus('ACTIVE');
    api.failNext = { status: 503, code: 'GATEWAY.UNAVAILABLE' };
    await store.load(BRAND);
    expect(store.phase).toBe('failed');
    expect(store.errorCode).toBe('GATEWAY.UNAVAILABLE');
    store.retry();
    expect(store.errorCode).toBeUndefined();
    await settle();
    expect(store.phase).toBe('ready');
    expect(api.calls.at(-1)).toBe(`campaigns:${BRAND}:ACTIVE:first`);
  });

  it('a read that finds the connection revoked forgets the list and tells the connection store', async () => {
    const { api, connection, store } = await setUp();
    api.failNext = { status: 409, code: 'INDEED.REVOKED' };
    await store.load(BRAND);
    expect(store.phase).toBe('idle');
    expect(store.rows).toEqual([]);
    expect(connection.phase).toBe('disconnected');
    expect(connection.notice).toEqual({ kind: 'revoked' });
  });

  it('a brand that is not connected is a lost connection, not a failure to retry', async () => {
    const { api, connection, store } = await setUp();
    await api.logout();
    await store.load(BRAND);
    expect(store.phase).toBe('idle');
    expect(connection.phase).toBe('disconnected');
    expect(connection.notice).toBeUndefined();
  });

  it('a failed next page keeps the rows shown and can be tried again; an expired session on it disconnects', async () => {
    const { api, connection, store } = await setUp();
    await store.load(BRAND);
    api.failNext = { status: 503, code: 'GATEWAY.UNAVAILABLE' };
    await store.loadMore();
    expect(store.moreFailed).toBe(true);
    expect(store.loadingMore).toBe(false);
    expect(store.phase).toBe('ready');
    expect(store.rows).toHaveLength(30);
    await store.loadMore();
    expect(store.moreFailed).toBe(false);
    expect(store.rows).toHaveLength(60);
    api.failNext = { status: 409, code: 'INDEED.SESSION_EXPIRED' };
    await store.loadMore();
    expect(store.phase).toBe('idle');
    expect(store.rows).toEqual([]);
    expect(connection.notice).toEqual({ kind: 'expired' });
  });

  it('drops the late answer of a list a new filter replaced', async () => {
    const { api, store } = await setUp();
    api.holdNext = true;
    const first = store.load(BRAND);
    store.setStatus('PAUSED');
    await settle();
    expect(store.totalCount).toBe(23);
    api.release();
    await first;
    expect(store.totalCount).toBe(23);
    expect(store.rows.every((row) => row.status === 'PAUSED')).toBe(true);
  });

  it('opens a campaign’s detail, says which failed to open, and closes', async () => {
    const { api, store } = await setUp();
    await store.openDetail('c1');
    expect(store.detail).toEqual({ kind: 'closed' });
    expect(api.calls).toEqual([]);
    await store.load(BRAND);
    const opening = store.openDetail('c2');
    expect(store.detail).toEqual({ kind: 'loading', id: 'c2' });
    await opening;
    expect(store.detail).toMatchObject({ kind: 'ready', campaign: { id: 'c2', type: 'SPONSORED' } });
    expect(api.calls.at(-1)).toBe(`campaign:${BRAND}:c2`);
    await store.openDetail('c999');
    expect(store.detail).toEqual({ kind: 'failed', id: 'c999', code: 'INDEED.CAMPAIGN_NOT_FOUND' });
    store.closeDetail();
    expect(store.detail).toEqual({ kind: 'closed' });
  });
});
