import { DEMO_ALREADY_REQUESTED_MESSAGE } from '../../src-domain/demo-request/demo-request.rules';
import type { DemoModule } from '../../src-domain/demo-request/demo-request.model';
import type {
  DemoRequestReceipt,
  PlatformApiPort,
  VitalsMeasurement,
  WebVersionQuery,
} from '../../src-domain/platform/platform-api.port';
import type { RumSettings } from '../../src-domain/telemetry/rum-sampling.rules';
import type { WebVersionInfo } from '../../src-domain/versions/web-version.model';

/**
 * In-memory PlatformApiPort: demo requests per brand and module (a repeat answers the server's
 * "already requested" message, as the gateway does); RUM settings global or per brand (a brand
 * without its own gets the global ones); one web version info for every query; sent vitals kept
 * in order. No cache.
 */
export class FakePlatformApi implements PlatformApiPort {
  readonly calls: string[] = [];
  readonly requested = new Set<string>();
  globalRumSettings: RumSettings = { enabled: false };
  readonly brandRumSettings = new Map<number, RumSettings>();
  /** What `webVersions` answers; `undefined` = the server has none. */
  webVersion: WebVersionInfo | undefined;
  readonly webVersionQueries: WebVersionQuery[] = [];
  readonly sentVitals: { metrics: readonly VitalsMeasurement[]; beacon: boolean }[] = [];

  async isDemoRequested(brandId: number, module: DemoModule): Promise<boolean> {
    this.calls.push(`isDemoRequested:${brandId}:${module}`);
    return this.requested.has(`${brandId}:${module}`);
  }

  async requestDemo(brandId: number, module: DemoModule): Promise<DemoRequestReceipt> {
    this.calls.push(`requestDemo:${brandId}:${module}`);
    const key = `${brandId}:${module}`;
    if (this.requested.has(key)) return { message: DEMO_ALREADY_REQUESTED_MESSAGE };
    this.requested.add(key);
    return {};
  }

  async rumSettings(brandId?: number): Promise<RumSettings> {
    this.calls.push(`rumSettings:${brandId ?? 'global'}`);
    return (brandId === undefined ? undefined : this.brandRumSettings.get(brandId)) ?? this.globalRumSettings;
  }

  async webVersions(query: WebVersionQuery): Promise<WebVersionInfo | undefined> {
    this.calls.push(`webVersions:${query.version}`);
    this.webVersionQueries.push(query);
    return this.webVersion;
  }

  async sendVitals(
    metrics: readonly VitalsMeasurement[],
    options: { readonly beacon: boolean },
  ): Promise<void> {
    this.calls.push(`sendVitals:${metrics.length}`);
    this.sentVitals.push({ metrics: [...metrics], beacon: options.beacon });
  }
}
