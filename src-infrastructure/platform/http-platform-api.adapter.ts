import { inject, injectable } from 'inversify';
import type { DemoModule } from '../../src-domain/demo-request/demo-request.model';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type {
  DemoRequestReceipt,
  PlatformApiPort,
  VitalsMeasurement,
  WebVersionQuery,
} from '../../src-domain/platform/platform-api.port';
import { RUM_SETTINGS_MAX_AGE_MS, type RumSettings } from '../../src-domain/telemetry/rum-sampling.rules';
import type { WebVersionInfo } from '../../src-domain/versions/web-version.model';
import { GatewayOptions } from '../gateway/gateway.options';

/** GET /v1/brands/{id}/demo_requests/{module} and POST /v1/brands/{id}/demo_requests (wire). */
interface DemoRequestWire {
  readonly demo_requested: boolean;
  readonly already_requested?: boolean;
  readonly message?: string | null;
}

/** GET /v1/rum_settings and /v1/brands/{id}/rum_settings (spec 001 §7; wire). */
interface RumSettingsWire {
  readonly is_enabled?: boolean | null;
  readonly sampling_percentage?: number | null;
  readonly session_recording_percentage?: number | null;
}

/** GET /v1/web_versions (spec 000 §3; wire): the domain's model as sent, or null when none. */
type WebVersionWire = WebVersionInfo | null;

/** POST /v1/rum/vitals (wire). */
interface VitalsWire {
  readonly metrics: readonly VitalsMeasurement[];
}

const RUM_VITALS_PATH = '/v1/rum/vitals';

const percentOrUndefined = (value: number | null | undefined) =>
  typeof value === 'number' ? value : undefined;

/** PlatformApiPort over the core gateway (spec 000 §3, 001 §7, our demo-request paths); the only place that knows them. */
@injectable()
export class HttpPlatformApi implements PlatformApiPort {
  constructor(
    @inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort,
    @inject(GatewayOptions) private readonly options: GatewayOptions,
  ) {}

  async isDemoRequested(brandId: number, module: DemoModule): Promise<boolean> {
    const wire = await this.gateway.request<DemoRequestWire>({
      method: 'GET',
      path: `/v1/brands/${brandId}/demo_requests/${module}`,
    });
    return wire.demo_requested === true;
  }

  async requestDemo(brandId: number, module: DemoModule): Promise<DemoRequestReceipt> {
    const wire = await this.gateway.request<DemoRequestWire>({
      method: 'POST',
      path: `/v1/brands/${brandId}/demo_requests`,
      body: { module },
    });
    return wire.message ? { message: wire.message } : {};
  }

  async rumSettings(brandId?: number): Promise<RumSettings> {
    const cache = { maxAgeMs: RUM_SETTINGS_MAX_AGE_MS };
    const wire = await this.gateway.request<RumSettingsWire | null>(
      brandId === undefined
        ? { method: 'GET', path: '/v1/rum_settings', noAuth: true, cache }
        : { method: 'GET', path: `/v1/brands/${brandId}/rum_settings`, cache },
    );
    return {
      enabled: wire?.is_enabled === true,
      samplingPercent: percentOrUndefined(wire?.sampling_percentage),
      sessionRecordingPercent: percentOrUndefined(wire?.session_recording_percentage),
    };
  }

  async webVersions(query: WebVersionQuery): Promise<WebVersionInfo | undefined> {
    const wire = await this.gateway.request<WebVersionWire>({
      method: 'GET',
      path: '/v1/web_versions',
      query: { brand_id: query.brandId, web_app_code: query.webAppCode, version: query.version },
    });
    return wire ?? undefined;
  }

  async sendVitals(
    metrics: readonly VitalsMeasurement[],
    options: { readonly beacon: boolean },
  ): Promise<void> {
    const body: VitalsWire = { metrics };
    if (options.beacon && typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      const url = `${this.options.coreBaseUrl.replace(/\/+$/, '')}${RUM_VITALS_PATH}`;
      const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
      if (navigator.sendBeacon(url, blob)) return;
    }
    await this.gateway.request<unknown>({ method: 'POST', path: RUM_VITALS_PATH, noAuth: true, body });
  }
}
