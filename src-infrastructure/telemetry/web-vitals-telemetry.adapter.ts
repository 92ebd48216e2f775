import { inject, injectable } from 'inversify';
import type { Metric } from 'web-vitals';
import { PlatformApiPort } from '../../src-domain/platform/platform-api.port';
import { rumSampling, type RumSampling } from '../../src-domain/telemetry/rum-sampling.rules';
import type { TelemetryPort } from '../../src-domain/telemetry/telemetry.port';
import type { VitalsMeasurement } from '../../src-domain/platform/platform-api.port';

/** Most metrics one post carries (the server's limit). */
const BATCH_LIMIT = 50;

/** A measured metric; tests may give one without attribution. */
type Measured = Metric & { readonly attribution?: object };

const clip = (text: string | undefined, length: number) => (text ? text.slice(0, length) : undefined);

/**
 * web-vitals' attribution as the server keeps it: the element behind an LCP, INP or CLS, and the
 * resource of an LCP or the script (its URL, else its invoker) behind an INP's longest frame.
 */
export function attributionOf(metric: Measured): Pick<VitalsMeasurement, 'target' | 'source'> {
  const attribution = metric.attribution as Record<string, unknown> | undefined;
  if (!attribution) return {};
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  const script = (
    attribution.longestScript as { entry?: { sourceURL?: string; invoker?: string } } | undefined
  )?.entry;
  const target = clip(
    text(attribution.target) ?? text(attribution.interactionTarget) ?? text(attribution.largestShiftTarget),
    255,
  );
  const source = clip(text(attribution.url) ?? text(script?.sourceURL) ?? text(script?.invoker), 500);
  return { ...(target ? { target } : {}), ...(source ? { source } : {}) };
}

/**
 * TelemetryPort plus real-user monitoring: `start(brandId?)` reads the RUM settings through
 * PlatformApiPort (global, or the brand's) and, for the sampled share of pages, loads web-vitals
 * and sends CLS, INP, LCP, FCP and TTFB when the page is hidden (by beacon). warn and error go to
 * the console. The attribution build says what is behind each figure (attributionOf).
 */
@injectable()
export class WebVitalsTelemetry implements TelemetryPort {
  private readonly queue: Measured[] = [];
  private started: Promise<RumSampling> | undefined;

  /** The sampling dice, [0, 1) (tests replace it). */
  random: () => number = Math.random;

  constructor(@inject(PlatformApiPort) private readonly platform: PlatformApiPort) {}

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
   * Sends what was measured so far, by beacon when the page is being hidden (it survives the
   * unload); a failed send is logged. Never rejects.
   */
  flush(useBeacon = false): Promise<void> {
    const metrics = this.queue.splice(0, BATCH_LIMIT);
    if (metrics.length === 0) return Promise.resolve();
    const page = (typeof location === 'undefined' ? '/' : location.pathname).slice(0, 255);
    const measurements = metrics.map((metric) => ({
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      id: metric.id,
      page,
      ...attributionOf(metric),
    }));
    return this.platform.sendVitals(measurements, { beacon: useBeacon }).then(
      () => (this.queue.length ? this.flush(useBeacon) : undefined),
      (error: unknown) => this.warn('Web vitals could not be sent', { error: String(error) }),
    );
  }

  /** Queues one measurement (the web-vitals callbacks; also for tests). */
  record(metric: Measured): void {
    this.queue.push(metric);
  }

  private async run(brandId: number | undefined): Promise<RumSampling> {
    const settings = await this.platform.rumSettings(brandId);
    const sampling = rumSampling(settings, this.random);
    if (sampling.measureVitals && typeof document !== 'undefined') {
      const vitals = await import(/* webpackChunkName: "web-vitals" */ 'web-vitals/attribution');
      const record = (metric: Measured) => this.record(metric);
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
