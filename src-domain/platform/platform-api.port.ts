import type { DemoModule } from '../demo-request/demo-request.model';
import { token } from '../shared/token';
import type { RumSettings } from '../telemetry/rum-sampling.rules';
import type { WebVersionInfo } from '../versions/web-version.model';

/** What the server said to a demo request: its message (`isDemoAlreadyRequested` reads it); `undefined` = none. */
export interface DemoRequestReceipt {
  readonly message?: string;
}

/** Which web version info to read (GET /v1/web_versions): the running build and where it runs. */
export interface WebVersionQuery {
  /** The product's web app code, e.g. 'BRIGADE_WEB'. */
  readonly webAppCode: string;
  /** The running build's version. */
  readonly version: string;
  /** The current brand, when one is chosen. */
  readonly brandId?: number;
}

/** One web-vitals measurement of this page. */
export interface VitalsMeasurement {
  readonly name: 'CLS' | 'INP' | 'LCP' | 'FCP' | 'TTFB';
  readonly value: number;
  readonly rating: 'good' | 'needs-improvement' | 'poor';
  readonly id: string;
  /** The page's path, at most 255 characters. */
  readonly page: string;
  /** web-vitals' attribution: the element behind it (LCP, INP, CLS), at most 255 characters. */
  readonly target?: string;
  /** The script behind a slow INP or the resource of an LCP, at most 500 characters. */
  readonly source?: string;
}

/**
 * The platform calls of spec 000 §3 and 001 §7 the app makes: web versions, RUM settings and
 * vitals, demo requests of a brand's modules. Rejects with a `GatewayError` when a call fails.
 */
export interface PlatformApiPort {
  /** Whether a demo of `module` was already requested for `brandId` by this user. */
  isDemoRequested(brandId: number, module: DemoModule): Promise<boolean>;
  /** Requests a demo of `module` for `brandId`; a repeat resolves with the "already" message. */
  requestDemo(brandId: number, module: DemoModule): Promise<DemoRequestReceipt>;
  /**
   * The RUM settings: global without `brandId` (no token needed), else that brand's. Cached
   * stale-while-revalidate for `RUM_SETTINGS_MAX_AGE_MS`.
   */
  rumSettings(brandId?: number): Promise<RumSettings>;
  /** The version info the server holds for `query`; `undefined` when it has none. */
  webVersions(query: WebVersionQuery): Promise<WebVersionInfo | undefined>;
  /**
   * Posts measurements (at most 50, the server's limit) without a token. With `beacon`, hands
   * them to `navigator.sendBeacon` (it survives the page's unload) and uses a request only when
   * the browser refuses; resolves once handed over or answered.
   */
  sendVitals(metrics: readonly VitalsMeasurement[], options: { readonly beacon: boolean }): Promise<void>;
}
export const PlatformApiPort = token<PlatformApiPort>('domain.platform-api');
