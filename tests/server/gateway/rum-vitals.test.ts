import { DEMO_PASSWORD } from '../../../server/seed/demo-accounts.seed';
import {
  VITALS_PER_ROUTE_DAY,
  VITALS_ROUTES_PER_DAY,
  VitalsRepository,
} from '../../../server/gateway/rum/vitals.repository';
import type { VitalMetric } from '../../../server/gateway/rum/vitals.schema';
import type { TestServer } from '../../support/test-server';
import { call, signIn, startGatewayServer } from './gateway.harness';

/**
 * Real users' vitals (issue #30): what browsers post is kept by route and day within its bounds,
 * swept after 28 days, and reported (p75 per route and day, with the causes of the slow ones) to
 * platform administrators only.
 */
jest.setTimeout(60_000);

const metric = (overrides: Partial<VitalMetric>): VitalMetric => ({
  name: 'LCP',
  value: 1000,
  rating: 'good',
  id: `v-${Math.random()}`,
  page: '/user/login',
  ...overrides,
});

describe('real users’ vitals', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startGatewayServer();
  });
  afterAll(() => server.close());
  beforeEach(() => server.db.deleteFrom('rum_vitals').execute());

  it('keeps LCP, INP and CLS by route with their attribution, and reports p75 per route and day to the administrator', async () => {
    const posted = await call(server, 'POST', '/v1/rum/vitals', {
      body: {
        metrics: [
          metric({ page: '/hiring/applications/41', value: 1200 }),
          metric({
            page: '/hiring/applications/42',
            value: 5200,
            rating: 'poor',
            target: 'img.photo',
            source: '/p.jpg',
          }),
          metric({ page: '/hiring/applications/43?tab=notes', value: 1400 }),
          metric({ page: '/hiring/applications/44', name: 'INP', value: 90 }),
          metric({ page: '/hiring/applications/44', name: 'FCP', value: 900 }),
          metric({ page: '/hiring/applications/44', name: 'TTFB', value: 300 }),
          metric({ page: '/user/login', name: 'CLS', value: 0.01 }),
        ],
      },
    });
    expect(posted.statusCode).toBe(200);
    expect(posted.json().data).toEqual({ accepted: 7 });

    const admin = await signIn(server, 'corporate@demo.brigade.test', DEMO_PASSWORD);
    const answer = await call(server, 'GET', '/v1/admin/vitals', { session: admin });
    expect(answer.statusCode).toBe(200);
    const report = answer.json().data;
    const today = new Date().toISOString().slice(0, 10);
    expect(report).toMatchObject({ to: today, total: 2, offset: 0, limit: 20 });
    expect(report.routes.map((route: { route: string }) => route.route)).toEqual([
      '/hiring/applications/:id',
      '/user/login',
    ]);
    const applications = report.routes[0];
    expect(applications.samples).toBe(4);
    expect(applications.vitals).toEqual({
      lcp: { p75: 5200, samples: 3, slow_target: 'img.photo', slow_source: '/p.jpg' },
      inp: { p75: 90, samples: 1, slow_target: null, slow_source: null },
      cls: null,
    });
    expect(applications.days).toEqual([{ day: today, vitals: applications.vitals }]);
  });

  it('answers anyone but a platform administrator 403 VITALS.FORBIDDEN, and a guest 401', async () => {
    const manager = await signIn(server, 'manager@demo.brigade.test', DEMO_PASSWORD);
    const refused = await call(server, 'GET', '/v1/admin/vitals', { session: manager });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('VITALS.FORBIDDEN');
    expect((await call(server, 'GET', '/v1/admin/vitals')).statusCode).toBe(401);
  });

  it('refuses a bad post with a code and keeps nothing of it', async () => {
    for (const body of [
      { metrics: [metric({ value: -1 })] },
      { metrics: [metric({}), { ...metric({}), name: 'FID' }] },
      { metrics: [metric({ target: 'x'.repeat(256) })] },
      { metrics: [] },
    ]) {
      const answer = await call(server, 'POST', '/v1/rum/vitals', { body });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.code).toEqual(expect.any(String));
    }
    expect(await server.db.selectFrom('rum_vitals').selectAll().execute()).toEqual([]);
  });

  it('pages the routes, most measured first', async () => {
    const vitals = new VitalsRepository(server.db);
    await vitals.record([
      metric({ page: '/a' }),
      metric({ page: '/b' }),
      metric({ page: '/b' }),
      metric({ page: '/c' }),
    ]);
    const first = await vitals.report({ offset: 0, limit: 2 });
    expect(first.total).toBe(3);
    expect(first.routes.map((route) => route.route)).toEqual(['/b', '/a']);
    const second = await vitals.report({ offset: 2, limit: 2 });
    expect(second.routes.map((route) => route.route)).toEqual(['/c']);
  });

  it(`keeps at most ${VITALS_PER_ROUTE_DAY} rows per route and day and ${VITALS_ROUTES_PER_DAY} routes per day`, async () => {
    const vitals = new VitalsRepository(server.db);
    const now = new Date('2026-11-20T10:00:00Z');
    let kept = 0;
    for (let post = 0; post < VITALS_PER_ROUTE_DAY / 50 + 1; post++) {
      kept += await vitals.record(
        Array.from({ length: 50 }, () => metric({ page: '/busy' })),
        now,
      );
    }
    expect(kept).toBe(VITALS_PER_ROUTE_DAY);
    // The next day starts afresh.
    expect(await vitals.record([metric({ page: '/busy' })], new Date('2026-11-21T00:00:01Z'))).toBe(1);

    for (let route = 1; route < VITALS_ROUTES_PER_DAY; route++) {
      expect(await vitals.record([metric({ page: `/route-${route}` })], now)).toBe(1);
    }
    expect(await vitals.record([metric({ page: '/one-too-many' })], now)).toBe(0);
    expect(await vitals.record([metric({ page: '/route-1' })], now)).toBe(1);
  });

  it('sweeps the days before the 28-day window and keeps the window', async () => {
    const vitals = new VitalsRepository(server.db);
    const now = new Date('2026-11-28T12:00:00Z');
    await vitals.record([metric({ page: '/old' })], new Date('2026-10-31T23:59:59Z'));
    await vitals.record([metric({ page: '/first-day' })], new Date('2026-11-01T00:00:00Z'));
    await vitals.record([metric({ page: '/today' })], now);
    expect(await vitals.sweep(now)).toBe(1);
    const report = await vitals.report({ offset: 0, limit: 10 }, now);
    expect(report.from).toBe('2026-11-01');
    expect(report.routes.map((route) => route.route).sort()).toEqual(['/first-day', '/today']);
  });
});
