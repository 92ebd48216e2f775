import 'reflect-metadata';
import { Container, ContainerModule } from 'inversify';
import { AppConfig } from '../../src-domain/configuration/app-config.model';
import { TranslatorPort } from '../../src-domain/language/translator.port';
import { uiModule } from '../../src-ui/ui.module';
import { FakeTranslator } from '../fakes/translator.fake';
import { testAppConfig } from './test-config';

export interface TestFakes {
  readonly translator: FakeTranslator;
}

/**
 * The UI layer's real module with every port swapped for its in-memory fake (tests/fakes/).
 * Returns the container and the fakes, so a test can drive and inspect them.
 */
export function createTestContainer(config: AppConfig = testAppConfig): {
  container: Container;
  fakes: TestFakes;
} {
  const fakes: TestFakes = { translator: new FakeTranslator() };
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(
    new ContainerModule(({ bind }) => {
      bind(AppConfig).toConstantValue(config);
      bind(TranslatorPort).toConstantValue(fakes.translator);
    }),
    uiModule,
  );
  return { container, fakes };
}
