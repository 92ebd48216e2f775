import type { EngagementFigures } from '../../../src-domain/rewards/rewards.model';
import { BrandContextStore } from '../../../src-ui/brands/brand-context.store';
import { EngagementStore } from '../../../src-ui/rewards/engagement.store';
import { SessionStore } from '../../../src-ui/session/session.store';
import { FakeRewardsApi } from '../../fakes/rewards-api.fake';
import { createAppTestContainer, serveBrands, userInfo } from '../shell/app-test-container';

const row = {
  pointsGiven: 90,
  recognitions: 2,
  activeRecognisers: 1,
  recipients: 2,
  budgetAllotted: 3800,
  budgetSpent: 90,
  raffleEntries: 2,
  raffleParticipants: 1,
};

const FIGURES: EngagementFigures = {
  brandId: 1,
  from: '2026-11-01',
  to: '2026-11-30',
  totals: row,
  byBrand: [{ ...row, brand: { id: 2, name: 'Harbor Grill', type: 'GP-4' } }],
};

/** The store over the rewards fake, for a signed-in employer whose context brand is 1 (or none). */
async function setUp(user = userInfo()) {
  const { container, fakes } = createAppTestContainer();
  fakes.identity.signedInAs('olivia');
  fakes.gateway.on('GET', '/v1/users/info', () => user);
  serveBrands(fakes, { permissions: [], user_accesses: [] });
  await container.get(SessionStore).restore();
  const brands = container.get(BrandContextStore);
  await brands.load();
  const api = new FakeRewardsApi();
  api.figures = FIGURES;
  api.points = 270;
  return { api, store: new EngagementStore(api, brands) };
}

describe('EngagementStore', () => {
  it('is loading until both reads answer, then holds the figures and the points available', async () => {
    const { api, store } = await setUp();
    const loading = store.load('2026-11-01', '2026-11-30');
    expect(store.figures).toEqual({ kind: 'loading' });
    await loading;
    expect(store.figures).toEqual({ kind: 'ready', value: FIGURES });
    expect(store.available).toBe(270);
    // The context brand's figures for the range asked, and the subtree's AVAILABLE points.
    expect(api.calls).toEqual(['engagement:1:2026-11-01:2026-11-30', 'pointsCount:1:AVAILABLE']);
  });

  it('goes back to loading for another range, and reads that range', async () => {
    const { api, store } = await setUp();
    await store.load('2026-11-01', '2026-11-30');
    const week = store.load('2026-11-23', '2026-11-29');
    expect(store.figures.kind).toBe('loading');
    await week;
    expect(store.figures.kind).toBe('ready');
    expect(api.calls.at(-2)).toBe('engagement:1:2026-11-23:2026-11-29');
  });

  it('a failed read carries the server code, and a retry loads', async () => {
    const { api, store } = await setUp();
    api.failing = { status: 503, code: 'GATEWAY.UNAVAILABLE' };
    await store.load('2026-11-01', '2026-11-30');
    expect(store.figures).toEqual({ kind: 'failed', code: 'GATEWAY.UNAVAILABLE' });
    api.failing = undefined;
    await store.load('2026-11-01', '2026-11-30');
    expect(store.figures).toEqual({ kind: 'ready', value: FIGURES });
  });

  it('a refusal of the figures fails the screen with its code even when the points read answers', async () => {
    const { api, store } = await setUp();
    api.figures = undefined;
    await store.load('2026-11-01', '2026-11-30');
    expect(store.figures).toEqual({ kind: 'failed', code: 'REWARDS.FORBIDDEN' });
  });

  it('without a context brand it fails without a code and asks the server nothing', async () => {
    const { api, store } = await setUp(
      userInfo({ user_employer: false, entry_mode: undefined, email: 'casey@example.test' }),
    );
    await store.load('2026-11-01', '2026-11-30');
    expect(store.figures).toEqual({ kind: 'failed', code: undefined });
    expect(api.calls).toEqual([]);
  });
});
