import 'reflect-metadata';
import { Container, ContainerModule } from 'inversify';
import { AppConfig } from '../../src-domain/configuration/app-config.model';
import { ConnectivityPort } from '../../src-domain/connectivity/connectivity.port';
import { ConsentPort } from '../../src-domain/consent/consent.port';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import { IdentityFramePort } from '../../src-domain/identity/identity-frame.port';
import { IdentityPort } from '../../src-domain/identity/identity.port';
import { TranslatorPort } from '../../src-domain/language/translator.port';
import { MapsLoaderPort } from '../../src-domain/maps/maps-loader.port';
import { NavigationPort } from '../../src-domain/navigation/navigation.port';
import { ScriptLoaderPort } from '../../src-domain/scripts/script-loader.port';
import { CookiePort } from '../../src-domain/storage/cookie.port';
import { KeyValueStoragePort } from '../../src-domain/storage/key-value-storage.port';
import { TelemetryPort } from '../../src-domain/telemetry/telemetry.port';
import { ClockPort } from '../../src-domain/time/clock.port';
import { VersionPollerPort } from '../../src-domain/versions/version-poller.port';
import { createServerI18n } from '../../src-infrastructure/i18n/i18next.factory';
import { infrastructureModule } from '../../src-infrastructure/infrastructure.module';
import { areaApiModule } from '../../src-infrastructure/area-api.module';
import { apiModule } from '../../src-infrastructure/api.module';
import { browserAreaModule } from '../../src-infrastructure/browser-area.module';
import english from '../../src/locales/en.json';
import { testAppConfig } from '../support/test-config';

describe('infrastructureModule', () => {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    new ContainerModule(({ bind }) => {
      bind(AppConfig).toConstantValue(testAppConfig);
    }),
    infrastructureModule({ i18n: createServerI18n('en', english) }),
    // Telemetry and the version poller read the platform area's API port.
    apiModule,
    areaApiModule,
    browserAreaModule,
  );

  it.each([
    ['ClockPort', ClockPort],
    ['NavigationPort', NavigationPort],
    ['ConnectivityPort', ConnectivityPort],
    ['ConsentPort', ConsentPort],
    ['KeyValueStoragePort', KeyValueStoragePort],
    ['CookiePort', CookiePort],
    ['HttpGatewayPort', HttpGatewayPort],
    ['IdentityPort', IdentityPort],
    ['IdentityFramePort', IdentityFramePort],
    ['TelemetryPort', TelemetryPort],
    ['VersionPollerPort', VersionPollerPort],
    ['ScriptLoaderPort', ScriptLoaderPort],
    ['MapsLoaderPort', MapsLoaderPort],
    ['TranslatorPort', TranslatorPort],
  ])('binds %s to one instance', (_name, port) => {
    expect(container.get(port as symbol)).toBe(container.get(port as symbol));
  });

  it('gives the gateway the bound identity without a construction cycle', async () => {
    const gateway = container.get<HttpGatewayPort>(HttpGatewayPort);
    // No stored session: the local 401, decided by the identity adapter the gateway reached lazily.
    await expect(gateway.request({ method: 'GET', path: '/v1/user' })).rejects.toMatchObject({ status: 401 });
  });
});
