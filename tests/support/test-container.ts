import 'reflect-metadata';
import { Container, ContainerModule } from 'inversify';
import { AppConfig } from '../../src-domain/configuration/app-config.model';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import { IdentityPort } from '../../src-domain/identity/identity.port';
import { TranslatorPort } from '../../src-domain/language/translator.port';
import { NavigationPort } from '../../src-domain/navigation/navigation.port';
import { WebAppVersion } from '../../src-domain/versions/web-version.model';
import { apiModule } from '../../src-infrastructure/api.module';
import { uiModule } from '../../src-ui/ui.module';
import { FakeHttpGateway } from '../fakes/http-gateway.fake';
import { FakeIdentity } from '../fakes/identity.fake';
import { FakeNavigation } from '../fakes/navigation.fake';
import { FakeTranslator } from '../fakes/translator.fake';
import { testAppConfig } from './test-config';

/** The web build version the test container runs as. */
export const TEST_WEB_APP_VERSION = '1.0.0';

export interface TestFakes {
  readonly translator: FakeTranslator;
  readonly identity: FakeIdentity;
  readonly gateway: FakeHttpGateway;
  readonly navigation: FakeNavigation;
}

/**
 * The UI layer's real module with every port swapped for its in-memory fake (tests/fakes/);
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
    ...overrides,
  };
  const container = new Container({ defaultScope: 'Singleton', autobind: true });
  container.load(
    new ContainerModule(({ bind }) => {
      bind(AppConfig).toConstantValue(config);
      bind(WebAppVersion).toConstantValue(TEST_WEB_APP_VERSION);
      bind(TranslatorPort).toConstantValue(fakes.translator);
      bind(IdentityPort).toConstantValue(fakes.identity);
      bind(HttpGatewayPort).toConstantValue(fakes.gateway);
      bind(NavigationPort).toConstantValue(fakes.navigation);
    }),
    apiModule,
    uiModule,
  );
  return { container, fakes };
}
