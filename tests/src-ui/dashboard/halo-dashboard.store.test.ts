import { BrandContextStore } from '../../../src-ui/brands/brand-context.store';
import { HaloDashboardStore } from '../../../src-ui/dashboard/halo-dashboard.store';
import { SessionStore } from '../../../src-ui/session/session.store';
import { FakeHttpGateway } from '../../fakes/http-gateway.fake';
import { createAppTestContainer, serveBrands, userInfo } from '../shell/app-test-container';
import { haloWire } from './halo-dashboard.fixtures';

const HALO = '/v1/dashboards/brands/1/halo';

/** A signed-in employer whose context is brand 1 (Harbor Group, one child in the tree). */
async function setUp() {
  const { container, fakes } = createAppTestContainer();
  fakes.identity.signedInAs('olivia');
  fakes.gateway.on('GET', '/v1/users/info', () => userInfo());
  serveBrands(fakes, { permissions: [], user_accesses: [] });
  await container.get(SessionStore).restore();
  await container.get(BrandContextStore).load();
  const haloReads = () => fakes.gateway.requests.filter((request) => request.path === HALO);
  return { store: container.get(HaloDashboardStore), fakes, haloReads };
}

describe('HaloDashboardStore', () => {
  it('maps the totals and the first page of levels, engagement and risk included', async () => {
    const { store, fakes, haloReads } = await setUp();
    fakes.gateway.on('GET', HALO, (request) =>
      haloWire({ total: 25, offset: Number(request.query?.offset) }),
    );
    await store.load();
    expect(haloReads().map((request) => request.query)).toEqual([{ offset: 0, limit: 10 }]);
    expect(store.summary).toEqual({
      kind: 'ready',
      value: {
        brandName: 'Harbor Grill',
        period: { from: '2026-10-31', to: '2026-11-29' },
        totals: {
          locations: 12,
          teamMembers: 13,
          openPositions: 24,
          engagement: { recognitions: 36, activeRecognisers: 12 },
          risk: { flagged: 48, unresolved: 60 },
        },
      },
    });
    expect(store.levels.state.kind).toBe('ready');
    const page = store.levels.state.kind === 'ready' ? store.levels.state.value : undefined;
    expect(page?.total).toBe(25);
    expect(page?.rows).toHaveLength(10);
    expect(page?.rows[0]).toEqual({
      id: 100,
      name: 'Level 1',
      type: 'GP-3',
      locations: 6,
      teamMembers: 7,
      openPositions: 12,
      engagement: { recognitions: 18, activeRecognisers: 6 },
      risk: { flagged: 24, unresolved: 30 },
    });
  });

  it('leaves out the engagement and risk the server withholds (null on the wire)', async () => {
    const { store, fakes } = await setUp();
    fakes.gateway.on('GET', HALO, () => haloWire({ readable: { engagement: false, risk: true } }));
    await store.load();
    const summary = store.summary.kind === 'ready' ? store.summary.value : undefined;
    expect(summary?.totals.engagement).toBeUndefined();
    expect(summary?.totals.risk).toEqual({ flagged: 48, unresolved: 60 });
    const page = store.levels.state.kind === 'ready' ? store.levels.state.value : undefined;
    expect(page?.rows.every((row) => row.engagement === undefined && row.risk !== undefined)).toBe(true);
  });

  it('shows skeleton rows of the page’s final size: the tree’s children first, then the answer’s total', async () => {
    const { store, fakes } = await setUp();
    let answer: (value: unknown) => void = () => undefined;
    fakes.gateway.on('GET', HALO, () => new Promise((resolve) => (answer = resolve)));
    const loaded = store.load();
    // Brand 1 has one child in the brand tree.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(store.levels.state.kind).toBe('loading');
    expect(store.expectedRows).toBe(1);
    answer(haloWire({ total: 25 }));
    await loaded;
    expect(store.expectedRows).toBe(10);
    // The last page holds five: 21–25.
    fakes.gateway.on('GET', HALO, (request) =>
      haloWire({ total: 25, offset: Number(request.query?.offset) }),
    );
    await store.levels.show(20);
    expect(store.expectedRows).toBe(5);
  });

  it('fails the totals and the levels when the first read fails, and Retry reads them again', async () => {
    const { store, fakes } = await setUp();
    fakes.gateway.on('GET', HALO, () => {
      throw FakeHttpGateway.error(503);
    });
    await store.load();
    expect(store.summary.kind).toBe('failed');
    expect(store.levels.state.kind).toBe('failed');
    fakes.gateway.on('GET', HALO, () => haloWire());
    await store.load();
    expect(store.summary.kind).toBe('ready');
    expect(store.levels.state.kind).toBe('ready');
  });

  it('keeps the totals shown while another page loads and when that page fails', async () => {
    const { store, fakes, haloReads } = await setUp();
    fakes.gateway.on('GET', HALO, () => haloWire({ total: 25 }));
    await store.load();
    fakes.gateway.on('GET', HALO, () => {
      throw FakeHttpGateway.error(503);
    });
    const turning = store.levels.show(10);
    expect(store.summary.kind).toBe('ready');
    await turning;
    expect(haloReads().at(-1)?.query).toEqual({ offset: 10, limit: 10 });
    expect(store.levels.state.kind).toBe('failed');
    expect(store.summary.kind).toBe('ready');
  });

  it('lets the dashboard adopt the read started ahead instead of reading again', async () => {
    const { store, fakes, haloReads } = await setUp();
    fakes.gateway.on('GET', HALO, () => haloWire());
    store.prefetch();
    await store.load();
    expect(haloReads()).toHaveLength(1);
    expect(store.summary.kind).toBe('ready');
  });
});
