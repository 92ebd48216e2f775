import { inject, injectable } from 'inversify';
import type { Metric } from 'web-vitals';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import { GatewayOptions } from '../gateway/gateway.options';
import type { TelemetryPort } from '../../src-domain/telemetry/telemetry.port';
import { RUM_SETTINGS_MAX_AGE_MS, rumSampling, type RumSampling, type RumSettings } from './rum-sampling';

/** Most metrics one post carries (the server's limit). */
const BATCH_LIMIT = 50;

/**
 * TelemetryPort plus real-user monitoring: `start(brandId?)` reads the RUM settings (global with
 * no token, or the brand's; cached stale-while-revalidate for 10 080 minutes) and, for the
 * sampled share of pages, loads web-vitals and posts CLS, INP, LCP, FCP and TTFB to
 * POST /v1/rum/vitals when the page is hidden (sendBeacon). warn and error go to the console.
 */
@injectable()
export class WebVitalsTelemetry implements TelemetryPort {
  private readonly queue: Metric[] = [];
  private started: Promise<RumSampling> | undefined;

  /** The sampling dice, [0, 1) (tests replace it). */
  random: () => number = Math.random;

  constructor(
    @inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort,
    @inject(GatewayOptions) private readonly options: GatewayOptions,
  ) {}

  warn(message: string, context?: Readonly<Record<string, unknown>>): void {
    console.warn(message, ...(context ? [context] : []));
  }

  error(message: string, error?: unknown, context?: Readonly<Record<string, unknown>>): void {
    console.error(message, ...[error, context].filter((part) => part !== undefined));
  }

  /** Decides sampling once per page and starts measuring when sampled; never rejects. */
  start(brandId?: number): Promise<RumSampling> {
    this.started ??= this.run(brandId).catch((error: unknown) => {
      this.warn('RUM settings could not be read; monitoring stays off', { error: String(error) });
      return { measureVitals: false, recordSession: false };
    });
    return this.started;
  }

  /**
   * Sends what was measured so far: with sendBeacon when the page is being hidden (it survives
   * the unload), else through the gateway.
   */
  flush(useBeacon = false): Promise<void> {
    const metrics = this.queue.splice(0, BATCH_LIMIT);
    if (metrics.length === 0) return Promise.resolve();
    const page = typeof location === 'undefined' ? '/' : location.pathname;
    const body = {
      metrics: metrics.map((metric) => ({
        name: metric.name,
        value: metric.value,
        rating: metric.rating,
        id: metric.id,
        page: page.slice(0, 255),
      })),
    };
    if (useBeacon && typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      const url = `${this.options.coreBaseUrl.replace(/\/+$/, '')}/v1/rum/vitals`;
      const sent = navigator.sendBeacon(url, new Blob([JSON.stringify(body)], { type: 'application/json' }));
      if (sent) return this.queue.length ? this.flush(true) : Promise.resolve();
    }
    return this.gateway.request<unknown>({ method: 'POST', path: '/v1/rum/vitals', noAuth: true, body }).then(
      () => (this.queue.length ? this.flush() : undefined),
      (error: unknown) => this.warn('Web vitals could not be sent', { error: String(error) }),
    );
  }

  /** Queues one measurement (the web-vitals callbacks; also for tests). */
  record(metric: Metric): void {
    this.queue.push(metric);
  }

  private async run(brandId: number | undefined): Promise<RumSampling> {
    const settings = await this.gateway.request<RumSettings>(
      brandId === undefined
        ? {
            method: 'GET',
            path: '/v1/rum_settings',
            noAuth: true,
            cache: { maxAgeMs: RUM_SETTINGS_MAX_AGE_MS },
          }
        : {
            method: 'GET',
            path: `/v1/brands/${brandId}/rum_settings`,
            cache: { maxAgeMs: RUM_SETTINGS_MAX_AGE_MS },
          },
    );
    const sampling = rumSampling(settings, this.random);
    if (sampling.measureVitals && typeof document !== 'undefined') {
      const vitals = await import(/* webpackChunkName: "web-vitals" */ 'web-vitals');
      const record = (metric: Metric) => this.record(metric);
      vitals.onCLS(record);
      vitals.onINP(record);
      vitals.onLCP(record);
      vitals.onFCP(record);
      vitals.onTTFB(record);
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') void this.flush(true);
      });
    }
    return sampling;
  }
}
