/**
 * @jest-environment node
 */
import 'reflect-metadata';
import type { Metric } from 'web-vitals';
import {
  attributionOf,
  WebVitalsTelemetry,
} from '../../../src-infrastructure/telemetry/web-vitals-telemetry.adapter';
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
    telemetry.record({
      name: 'INP',
      value: 320,
      rating: 'needs-improvement',
      id: 'v1-3',
      attribution: {
        interactionTarget: 'button.login-form__submit',
        longestScript: { entry: { sourceURL: 'http://localhost/assets/app.js', invoker: 'BUTTON.onclick' } },
      },
    } as unknown as Metric);
    await telemetry.flush();
    expect(posted).toEqual([
      {
        metrics: [
          { name: 'LCP', value: 1234.5, rating: 'good', id: 'v1-1', page: '/' },
          { name: 'CLS', value: 0.02, rating: 'good', id: 'v1-2', page: '/' },
          {
            name: 'INP',
            value: 320,
            rating: 'needs-improvement',
            id: 'v1-3',
            page: '/',
            target: 'button.login-form__submit',
            source: 'http://localhost/assets/app.js',
          },
        ],
      },
    ]);
  });
});

describe('attributionOf', () => {
  const metric = (attribution: object | undefined) =>
    ({ name: 'LCP', value: 1, rating: 'good', id: 'x', attribution }) as unknown as Metric;

  it('takes the LCP element and its resource', () => {
    expect(attributionOf(metric({ target: 'img.hero', url: 'http://localhost/hero.avif' }))).toEqual({
      target: 'img.hero',
      source: 'http://localhost/hero.avif',
    });
  });

  it("takes a CLS's largest shift and an INP script's invoker when it has no URL", () => {
    expect(attributionOf(metric({ largestShiftTarget: 'main > div' }))).toEqual({ target: 'main > div' });
    expect(
      attributionOf(metric({ longestScript: { entry: { sourceURL: '', invoker: 'Window.setTimeout' } } })),
    ).toEqual({ source: 'Window.setTimeout' });
  });

  it('gives nothing without attribution, and clips long texts to what the server keeps', () => {
    expect(attributionOf(metric(undefined))).toEqual({});
    expect(attributionOf(metric({ target: '', url: '' }))).toEqual({});
    const long = attributionOf(metric({ target: 'x'.repeat(400), url: 'y'.repeat(900) }));
    expect([long.target?.length, long.source?.length]).toEqual([255, 500]);
  });
});
