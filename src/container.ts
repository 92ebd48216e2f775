import { Container, ContainerModule } from 'inversify';
import { AppConfig } from '../src-domain/configuration/app-config.model';
import {
  infrastructureModule,
  type InfrastructureInstances,
} from '../src-infrastructure/infrastructure.module';
import { uiModule } from '../src-ui/ui.module';

export interface ContainerInputs extends InfrastructureInstances {
  readonly config: AppConfig;
}

/** The composition root's values: the configuration this page runs with. */
function rootModule(config: AppConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AppConfig).toConstantValue(config);
  });
}

/** One container per page (browser) or per request (server), every binding a singleton in it. */
export function createAppContainer(inputs: ContainerInputs): Container {
  const container = new Container({ defaultScope: 'Singleton' });
  container.load(rootModule(inputs.config), infrastructureModule(inputs), uiModule);
  return container;
}
