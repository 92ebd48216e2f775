import 'reflect-metadata';
import { Container, ContainerModule } from 'inversify';
import { AppConfig } from '../../src-domain/configuration/app-config.model';
import { ConnectivityPort } from '../../src-domain/connectivity/connectivity.port';
import { ServerReachabilityPort } from '../../src-domain/gateway/server-reachability.port';
import { FakeServerReachability } from '../fakes/server-reachability.fake';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import { IdentityPort } from '../../src-domain/identity/identity.port';
import { TranslatorPort } from '../../src-domain/language/translator.port';
import { NavigationPort } from '../../src-domain/navigation/navigation.port';
import { RandomTokenPort } from '../../src-domain/identity/random-token.port';
import { PkcePort } from '../../src-domain/job-ads/pkce.port';
import { PopupMessagesPort } from '../../src-domain/navigation/popup-messages.port';
import { TabStoragePort } from '../../src-domain/storage/tab-storage.port';
import { ScriptLoaderPort } from '../../src-domain/scripts/script-loader.port';
import { CookiePort } from '../../src-domain/storage/cookie.port';
import { KeyValueStoragePort } from '../../src-domain/storage/key-value-storage.port';
import { ClockPort } from '../../src-domain/time/clock.port';
import { VersionPollerPort } from '../../src-domain/versions/version-poller.port';
import { WebAppVersion } from '../../src-domain/versions/web-version.model';
import { RenderScriptLoader } from '../../src-infrastructure/server-rendering/render-script-loader.adapter';
import { AreaModulesPort } from '../../src-ui/injection/area-modules.port';
import { areaApiModule } from '../../src-infrastructure/area-api.module';
import { apiModule } from '../../src-infrastructure/api.module';
import { uiModule } from '../../src-ui/ui.module';
import { FakeClock } from '../fakes/clock.fake';
import { FakeConnectivity } from '../fakes/connectivity.fake';
import { FakeCookies } from '../fakes/cookie.fake';
import { GatewayOptions } from '../../src-infrastructure/gateway/gateway.options';
import { FakeHttpGateway } from '../fakes/http-gateway.fake';
import { FakeIdentity } from '../fakes/identity.fake';
import { FakeKeyValueStorage } from '../fakes/key-value-storage.fake';
import { FakeNavigation } from '../fakes/navigation.fake';
import { FakePkce } from '../fakes/pkce.fake';
import { FakePopupMessages } from '../fakes/popup-messages.fake';
import { FakeRandomToken } from '../fakes/random-token.fake';
import { FakeTabStorage } from '../fakes/tab-storage.fake';
import { FakeTranslator } from '../fakes/translator.fake';
import { FakeVersionPoller } from '../fakes/version-poller.fake';
import { testAppConfig } from './test-config';
import { GeolocationPort } from '../../src-domain/location/geolocation.port';
import { FakeGeolocation } from '../fakes/geolocation.fake';
import { FakeScreenPreloader } from '../fakes/screen-preloader.fake';
import { ScreenPreloader } from '../../src-ui/navigation/screen-preloader';
import { LiveEventsPort } from '../../src-domain/live/live-events.port';
import { PageVisibilityPort } from '../../src-domain/live/page-visibility.port';
import { FakeLiveEvents } from '../fakes/live-events.fake';
import { FakePageVisibility } from '../fakes/page-visibility.fake';

/** The web build version the test container runs as. */
export const TEST_WEB_APP_VERSION = '1.0.0';

export interface TestFakes {
  readonly translator: FakeTranslator;
  readonly identity: FakeIdentity;
  readonly gateway: FakeHttpGateway;
  readonly navigation: FakeNavigation;
  readonly random: FakeRandomToken;
  readonly pkce: FakePkce;
  readonly popupMessages: FakePopupMessages;
  readonly tabStorage: FakeTabStorage;
  readonly storage: FakeKeyValueStorage;
  readonly cookies: FakeCookies;
  readonly clock: FakeClock;
  readonly connectivity: FakeConnectivity;
  readonly poller: FakeVersionPoller;
  /** By default the render-time loader (nothing loads scripts in jsdom); pass a FakeScriptLoader to load. */
  readonly scriptLoader: ScriptLoaderPort;
  readonly geolocation: FakeGeolocation;
  readonly screens: FakeScreenPreloader;
  readonly reachability: FakeServerReachability;
  readonly live: FakeLiveEvents;
  readonly visibility: FakePageVisibility;
}

/**
 * The UI layer's real module with every port swapped for its in-memory fake (tests/fakes/) —
 * every port a store injects is bound, as in the app, since a missing binding fails loudly;
 * the area API ports keep their real adapters, over the fake gateway.
 * Returns the container and the fakes, so a test can drive and inspect them.
 */
export function createTestContainer(
  config: AppConfig = testAppConfig,
  overrides: Partial<TestFakes> = {},
): { container: Container; fakes: TestFakes } {
  const fakes: TestFakes = {
    translator: new FakeTranslator(),
    identity: new FakeIdentity(),
    gateway: new FakeHttpGateway(),
    navigation: new FakeNavigation(),
    random: new FakeRandomToken(),
    pkce: new FakePkce(),
    popupMessages: new FakePopupMessages(),
    tabStorage: new FakeTabStorage(),
    storage: new FakeKeyValueStorage(),
    cookies: new FakeCookies(),
    clock: new FakeClock(),
    connectivity: new FakeConnectivity(),
    poller: new FakeVersionPoller(),
    scriptLoader: new RenderScriptLoader(),
    geolocation: new FakeGeolocation(),
    screens: new FakeScreenPreloader(),
    reachability: new FakeServerReachability(),
    live: new FakeLiveEvents(),
    visibility: new FakePageVisibility(),
    ...overrides,
  };
  fakes.identity.useGateway(fakes.gateway);
  const container = new Container({ defaultScope: 'Singleton', autobind: true });
  container.load(
    new ContainerModule(({ bind }) => {
      bind(AppConfig).toConstantValue(config);
      bind(WebAppVersion).toConstantValue(TEST_WEB_APP_VERSION);
      bind(TranslatorPort).toConstantValue(fakes.translator);
      bind(IdentityPort).toConstantValue(fakes.identity);
      bind(HttpGatewayPort).toConstantValue(fakes.gateway);
      bind(GatewayOptions).toConstantValue({ coreBaseUrl: '/api/core' });
      bind(NavigationPort).toConstantValue(fakes.navigation);
      bind(RandomTokenPort).toConstantValue(fakes.random);
      bind(PkcePort).toConstantValue(fakes.pkce);
      bind(PopupMessagesPort).toConstantValue(fakes.popupMessages);
      bind(TabStoragePort).toConstantValue(fakes.tabStorage);
      bind(KeyValueStoragePort).toConstantValue(fakes.storage);
      bind(CookiePort).toConstantValue(fakes.cookies);
      bind(ClockPort).toConstantValue(fakes.clock);
      bind(ConnectivityPort).toConstantValue(fakes.connectivity);
      bind(ServerReachabilityPort).toConstantValue(fakes.reachability);
      bind(VersionPollerPort).toConstantValue(fakes.poller);
      bind(ScriptLoaderPort).toConstantValue(fakes.scriptLoader);
      bind(GeolocationPort).toConstantValue(fakes.geolocation);
      bind(ScreenPreloader).toConstantValue(fakes.screens);
      bind(LiveEventsPort).toConstantValue(fakes.live);
      bind(PageVisibilityPort).toConstantValue(fakes.visibility);
      // The areas' API ports are bound below, up front.
      bind(AreaModulesPort).toConstantValue({ loaded: true, load: () => Promise.resolve() });
    }),
    apiModule,
    areaApiModule,
    uiModule,
  );
  return { container, fakes };
}
