import { ContainerModule } from 'inversify';
import { ConnectivityPort } from '../../src-domain/connectivity/connectivity.port';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import { IdentityPort } from '../../src-domain/identity/identity.port';
import { RandomTokenPort } from '../../src-domain/identity/random-token.port';
import { TranslatorPort } from '../../src-domain/language/translator.port';
import { PkcePort } from '../../src-domain/job-ads/pkce.port';
import { NavigationPort } from '../../src-domain/navigation/navigation.port';
import { PopupMessagesPort } from '../../src-domain/navigation/popup-messages.port';
import { ScriptLoaderPort } from '../../src-domain/scripts/script-loader.port';
import { CookiePort } from '../../src-domain/storage/cookie.port';
import { KeyValueStoragePort } from '../../src-domain/storage/key-value-storage.port';
import { TabStoragePort } from '../../src-domain/storage/tab-storage.port';
import { ClockPort } from '../../src-domain/time/clock.port';
import { VersionPollerPort } from '../../src-domain/versions/version-poller.port';
import { GatewayOptions } from '../gateway/gateway.options';
import { I18nextInstance } from '../i18n/i18next-instance.token';
import { I18nextTranslator } from '../i18n/i18next-translator.adapter';
import { DEFAULT_GATEWAY_OPTIONS, type InfrastructureInstances } from '../infrastructure.module';
import { WebCryptoPkce } from '../security/web-crypto-pkce.adapter';
import { WebCryptoRandomToken } from '../security/web-crypto-random-token.adapter';
import { SystemClock } from '../time/system-clock.adapter';
import { GuestIdentity } from './guest-identity.adapter';
import { RenderConnectivity } from './render-connectivity.adapter';
import { RenderServerReachability } from './render-server-reachability.adapter';
import { ServerReachabilityPort } from '../../src-domain/gateway/server-reachability.port';
import { RenderCookies } from './render-cookies.adapter';
import { RenderNavigation } from './render-navigation.adapter';
import { RenderApiGateway, type RenderApi } from './render-api-gateway.adapter';
import type { AnsweredRead } from '../gateway/answered-read';
import { RenderPopupMessages } from './render-popup-messages.adapter';
import { RenderScriptLoader } from './render-script-loader.adapter';
import { RenderStorage } from './render-storage.adapter';
import { RenderTabStorage } from './render-tab-storage.adapter';
import { RenderVersionPoller } from './render-version-poller.adapter';
import { GeolocationPort } from '../../src-domain/location/geolocation.port';
import { BrowserGeolocation } from '../location/browser-geolocation.adapter';

/**
 * The ports while the server renders one page for a guest: translations and the clock are real;
 * identity, gateway, navigation, storage, cookies, connectivity, version polling and script
 * loading are explicit render-time stand-ins (the browser binds the real adapters). The gateway
 * reaches the server's own API through `reads.api` for the calls without a token a screen makes
 * before its first render, and records them in `reads.answered` (RenderApiGateway). Every port a
 * store injects is bound here: a missing binding fails the render loudly instead of turning
 * behaviour off. Random tokens come from the same Web Crypto adapter as in the browser (the login
 * screen's social sign-in store needs one).
 */
export function serverRenderingModule(
  instances: InfrastructureInstances,
  requestPath: string,
  reads: { readonly api?: RenderApi; readonly answered: AnsweredRead[] } = { answered: [] },
): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(I18nextInstance).toConstantValue(instances.i18n);
    bind(TranslatorPort).to(I18nextTranslator);
    bind(IdentityPort).to(GuestIdentity);
    bind(HttpGatewayPort).toConstantValue(new RenderApiGateway(reads.api, reads.answered));
    // The area API adapters read it (the vitals beacon's address); their calls still reject here.
    bind(GatewayOptions).toConstantValue(instances.gateway ?? DEFAULT_GATEWAY_OPTIONS);
    bind(NavigationPort).toConstantValue(new RenderNavigation(requestPath));
    bind(RandomTokenPort).to(WebCryptoRandomToken);
    bind(PkcePort).to(WebCryptoPkce);
    bind(PopupMessagesPort).to(RenderPopupMessages);
    bind(TabStoragePort).to(RenderTabStorage);
    bind(ClockPort).to(SystemClock);
    bind(KeyValueStoragePort).to(RenderStorage);
    bind(CookiePort).to(RenderCookies);
    bind(ConnectivityPort).to(RenderConnectivity);
    bind(ServerReachabilityPort).to(RenderServerReachability);
    bind(VersionPollerPort).to(RenderVersionPoller);
    bind(ScriptLoaderPort).to(RenderScriptLoader);
    // Rejects GEOLOCATION.UNSUPPORTED here (no navigator); only a user's click asks for a fix.
    bind(GeolocationPort).to(BrowserGeolocation);
  });
}
