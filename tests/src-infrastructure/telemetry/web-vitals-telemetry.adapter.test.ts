/**
 * @jest-environment node
 */
import 'reflect-metadata';
import type { Metric } from 'web-vitals';
import { WebVitalsTelemetry } from '../../../src-infrastructure/telemetry/web-vitals-telemetry.adapter';
import { rumSampling } from '../../../src-infrastructure/telemetry/rum-sampling';
import { liveAdapters } from '../support/live-adapters';
import { startLiveServer, type LiveServer } from '../support/live-server';

describe('rumSampling', () => {
  it('samples nothing when RUM is off or unknown', () => {
    expect(rumSampling(undefined, () => 0)).toEqual({ measureVitals: false, recordSession: false });
    expect(rumSampling({ is_enabled: false, sampling_percentage: 100 }, () => 0).measureVitals).toBe(false);
  });

  it('measures the sampled share of pages and records 10 % of those by default', () => {
    const settings = { is_enabled: true, sampling_percentage: 25 };
    expect(rumSampling(settings, () => 0.2499).measureVitals).toBe(true);
    expect(rumSampling(settings, () => 0.25).measureVitals).toBe(false);
    const dice = [0.1, 0.0999];
    expect(rumSampling(settings, () => dice.shift()!)).toEqual({ measureVitals: true, recordSession: true });
    const high = [0.1, 0.1];
    expect(rumSampling(settings, () => high.shift()!).recordSession).toBe(false);
  });
});

describe('WebVitalsTelemetry against the local gateway', () => {
  let server: LiveServer;
  const posted: unknown[] = [];

  beforeAll(async () => {
    server = await startLiveServer({
      beforeListen: (app) =>
        app.addHook('preHandler', async (request) => {
          if (request.url === '/api/core/v1/rum/vitals') posted.push(request.body);
        }),
    });
  }, 60_000);
  afterAll(() => server.close());

  it('reads the global settings without a token and posts measured vitals', async () => {
    const { gateway } = liveAdapters(server);
    const telemetry = new WebVitalsTelemetry(gateway, { coreBaseUrl: `${server.origin}/api/core` });
    telemetry.random = () => 0.99;
    expect(await telemetry.start()).toEqual(expect.objectContaining({ measureVitals: expect.any(Boolean) }));
    telemetry.record({ name: 'LCP', value: 1234.5, rating: 'good', id: 'v1-1' } as Metric);
    telemetry.record({ name: 'CLS', value: 0.02, rating: 'good', id: 'v1-2' } as Metric);
    await telemetry.flush();
    expect(posted).toEqual([
      {
        metrics: [
          { name: 'LCP', value: 1234.5, rating: 'good', id: 'v1-1', page: '/' },
          { name: 'CLS', value: 0.02, rating: 'good', id: 'v1-2', page: '/' },
        ],
      },
    ]);
  });
});
