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
import type { WireBody, WireData, WireQuery } from '../gateway/gateway-wire';
import { GatewayOptions } from '../gateway/gateway.options';

/** The demo calls by service code (spec 000 §7: GET/POST /v1/demo_request, brand_id + service_code). */
const DEMO_REQUEST_PATH = '/v1/demo_request';
type DemoCheckWire = WireData<typeof DEMO_REQUEST_PATH>;
type DemoRequestWire = WireData<typeof DEMO_REQUEST_PATH, 'post'>;
/** The global and the brand's RUM settings answer the same shape (spec 001 §7). */
type RumSettingsWire = WireData<'/v1/rum_settings'> | WireData<'/v1/brands/{id}/rum_settings'>;
/** GET /v1/web_versions (spec 000 §3): null when there is none. */
type WebVersionWire = WireData<'/v1/web_versions'>;
type VitalsBody = WireBody<'/v1/rum/vitals', 'post'>;

const RUM_VITALS_PATH = '/v1/rum/vitals';

/** PlatformApiPort over the core gateway (spec 000 §3, 001 §7, our demo-request paths); the only place that knows them. */
@injectable()
export class HttpPlatformApi implements PlatformApiPort {
  constructor(
    @inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort,
    @inject(GatewayOptions) private readonly options: GatewayOptions,
  ) {}

  /** A module's key is its service code. */
  async isDemoRequested(brandId: number, module: DemoModule): Promise<boolean> {
    const wire = await this.gateway.request<DemoCheckWire>({
      method: 'GET',
      path: DEMO_REQUEST_PATH,
      query: { brand_id: brandId, service_code: module } satisfies WireQuery<typeof DEMO_REQUEST_PATH>,
    });
    return wire.demo_requested;
  }

  async requestDemo(brandId: number, module: DemoModule): Promise<DemoRequestReceipt> {
    const wire = await this.gateway.request<DemoRequestWire>({
      method: 'POST',
      path: DEMO_REQUEST_PATH,
      body: { brand_id: brandId, service_code: module } satisfies WireBody<typeof DEMO_REQUEST_PATH, 'post'>,
    });
    return wire.message ? { message: wire.message } : {};
  }

  async rumSettings(brandId?: number): Promise<RumSettings> {
    const cache = { maxAgeMs: RUM_SETTINGS_MAX_AGE_MS };
    const wire = await this.gateway.request<RumSettingsWire>(
      brandId === undefined
        ? { method: 'GET', path: '/v1/rum_settings', noAuth: true, cache }
        : { method: 'GET', path: `/v1/brands/${brandId}/rum_settings`, cache },
    );
    return {
      enabled: wire.is_enabled,
      samplingPercent: wire.sampling_percentage,
      sessionRecordingPercent: wire.session_recording_percentage,
    };
  }

  async webVersions(query: WebVersionQuery): Promise<WebVersionInfo | undefined> {
    const wire = await this.gateway.request<WebVersionWire>({
      method: 'GET',
      path: '/v1/web_versions',
      query: {
        brand_id: query.brandId,
        web_app_code: query.webAppCode,
        version: query.version,
      } satisfies WireQuery<'/v1/web_versions'>,
    });
    return wire ?? undefined;
  }

  async sendVitals(
    metrics: readonly VitalsMeasurement[],
    options: { readonly beacon: boolean },
  ): Promise<void> {
    const body: VitalsBody = { metrics };
    if (options.beacon && typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      const url = `${this.options.coreBaseUrl.replace(/\/+$/, '')}${RUM_VITALS_PATH}`;
      const blob = new Blob([JSON.stringify(body)], { type: 'application/json' });
      if (navigator.sendBeacon(url, blob)) return;
    }
    await this.gateway.request<WireData<'/v1/rum/vitals', 'post'>>({
      method: 'POST',
      path: RUM_VITALS_PATH,
      noAuth: true,
      body,
    });
  }
}
