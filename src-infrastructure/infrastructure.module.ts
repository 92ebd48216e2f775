import type { i18n } from 'i18next';
import { ContainerModule } from 'inversify';
import { ConnectivityPort } from '../src-domain/connectivity/connectivity.port';
import { ConsentPort } from '../src-domain/consent/consent.port';
import { HttpGatewayPort } from '../src-domain/gateway/http-gateway.port';
import { ServerReachabilityPort } from '../src-domain/gateway/server-reachability.port';
import { IdentityFramePort } from '../src-domain/identity/identity-frame.port';
import { IdentityPort } from '../src-domain/identity/identity.port';
import { RandomTokenPort } from '../src-domain/identity/random-token.port';
import { TranslatorPort } from '../src-domain/language/translator.port';
import { NavigationPort } from '../src-domain/navigation/navigation.port';
import { ScriptLoaderPort } from '../src-domain/scripts/script-loader.port';
import { CookiePort } from '../src-domain/storage/cookie.port';
import { KeyValueStoragePort } from '../src-domain/storage/key-value-storage.port';
import { TelemetryPort } from '../src-domain/telemetry/telemetry.port';
import { ClockPort } from '../src-domain/time/clock.port';
import { VersionPollerPort } from '../src-domain/versions/version-poller.port';
import { RxjsConnectivity } from './connectivity/rxjs-connectivity.adapter';
import { VanillaCookieConsent } from './consent/vanilla-cookie-consent.adapter';
import { DEFAULT_CORE_BASE_URL, GatewayOptions, IdentityProvider } from './gateway/gateway.options';
import { GatewayCallsReachability } from './gateway/gateway-calls-reachability.adapter';
import { LazyHttpGateway } from './gateway/lazy-http-gateway.adapter';
import { AnsweredReads, type AnsweredRead } from './gateway/answered-read';
import { ReplayingHttpGateway } from './gateway/replaying-http-gateway.adapter';
import { I18nextInstance } from './i18n/i18next-instance.token';
import { I18nextTranslator } from './i18n/i18next-translator.adapter';
import { LazyIdentity } from './identity/lazy-identity.adapter';
import { LazyIdentityFrame } from './identity/lazy-identity-frame.adapter';
import { BrowserNavigation } from './navigation/browser-navigation.adapter';
import { DomScriptLoader } from './scripts/dom-script-loader.adapter';
import { WebCryptoRandomToken } from './security/web-crypto-random-token.adapter';
import { BrowserCookies } from './storage/browser-cookies.adapter';
import { ConsentAwareStorage } from './storage/consent-aware-storage.adapter';
import { browserStorageAreas, WebStorageAreas } from './storage/web-storage-areas';
import { WebVitalsTelemetry } from './telemetry/web-vitals-telemetry.adapter';
import { SystemClock } from './time/system-clock.adapter';
import { LazyVersionPoller } from './versions/lazy-version-poller.adapter';
import { TabStoragePort } from '../src-domain/storage/tab-storage.port';
import { SessionTabStorage } from './storage/session-tab-storage.adapter';
import { PageVisibilityPort } from '../src-domain/live/page-visibility.port';
import { DocumentPageVisibility } from './connectivity/document-page-visibility.adapter';

export interface InfrastructureInstances {
  /** The i18next instance made by `createBrowserI18n` or `createServerI18n`. */
  readonly i18n: i18n;
  /** The gateway's settings; by default the core service on this origin ('/api/core'). */
  readonly gateway?: GatewayOptions;
  /** The API answers the server read rendering the page (boot data); none by default. */
  readonly answeredReads?: readonly AnsweredRead[];
}

/** The core service on the page's own origin. */
export const DEFAULT_GATEWAY_OPTIONS: GatewayOptions = { coreBaseUrl: DEFAULT_CORE_BASE_URL };

/**
 * Binds the ports of the domain that any page may use to their browser adapters; those only the
 * screens past the guests-only ones use come with the areas (browserAreaModule, issue #30).
 */
export function infrastructureModule(instances: InfrastructureInstances): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(I18nextInstance).toConstantValue(instances.i18n);
    bind(TranslatorPort).to(I18nextTranslator);

    bind(ClockPort).to(SystemClock);
    bind(RandomTokenPort).to(WebCryptoRandomToken);
    bind(NavigationPort).to(BrowserNavigation);
    bind(ConnectivityPort).to(RxjsConnectivity);
    bind(PageVisibilityPort).to(DocumentPageVisibility);

    bind(VanillaCookieConsent).toSelf();
    bind(ConsentPort).toService(VanillaCookieConsent);
    bind(WebStorageAreas).toConstantValue(browserStorageAreas);
    bind(KeyValueStoragePort).to(ConsentAwareStorage);
    bind(TabStoragePort).to(SessionTabStorage);
    bind(CookiePort).to(BrowserCookies);

    bind(GatewayOptions).toConstantValue(instances.gateway ?? DEFAULT_GATEWAY_OPTIONS);
    // Reached at call time: the identity adapter itself depends on the gateway (server logout).
    bind(IdentityProvider).toDynamicValue((context) => () => context.get(IdentityPort));
    // AxiosHttpGateway and CognitoIdentityAdapter load on first use (no route's first scripts);
    // the calls the server answered rendering the page take its answers (issue #30).
    bind(LazyHttpGateway).toSelf();
    bind(AnsweredReads).toConstantValue(instances.answeredReads ?? []);
    bind(HttpGatewayPort).to(ReplayingHttpGateway);
    bind(GatewayCallsReachability).toSelf();
    bind(ServerReachabilityPort).toService(GatewayCallsReachability);
    bind(IdentityPort).to(LazyIdentity);
    bind(IdentityFramePort).to(LazyIdentityFrame);

    bind(WebVitalsTelemetry).toSelf();
    bind(TelemetryPort).toService(WebVitalsTelemetry);
    // RxjsVersionPoller and IframeIdentityFrame load on first use, like the gateway and identity.
    bind(VersionPollerPort).to(LazyVersionPoller);
    bind(ScriptLoaderPort).to(DomScriptLoader);
  });
}
