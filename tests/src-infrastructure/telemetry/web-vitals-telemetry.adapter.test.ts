/**
 * @jest-environment node
 */
import 'reflect-metadata';
import type { Metric } from 'web-vitals';
import { WebVitalsTelemetry } from '../../../src-infrastructure/telemetry/web-vitals-telemetry.adapter';
import { HttpPlatformApi } from '../../../src-infrastructure/platform/http-platform-api.adapter';
import { liveAdapters } from '../support/live-adapters';
import { startLiveServer, type LiveServer } from '../support/live-server';

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
    const telemetry = new WebVitalsTelemetry(
      new HttpPlatformApi(gateway, { coreBaseUrl: `${server.origin}/api/core` }),
    );
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
