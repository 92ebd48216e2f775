import { Container, ContainerModule } from 'inversify';
import { AppConfig } from '../src-domain/configuration/app-config.model';
import { WebAppVersion } from '../src-domain/versions/web-version.model';
import { apiModule } from '../src-infrastructure/api.module';
import { AreaModulesPort } from '../src-ui/injection/area-modules.port';
import { RouteScreenPreloader } from '../src-ui/routing/route-screen-preloader';
import { ScreenPreloader } from '../src-ui/navigation/screen-preloader';
import { uiModule } from '../src-ui/ui.module';
import { ChunkAreaModules, type ModuleLoader } from './area-modules';
import { BUILD_WEB_VERSION } from './app-version';

export interface ContainerInputs {
  readonly config: AppConfig;
  /**
   * The ports' adapters for where the container runs: the browser's (infrastructureModule) or,
   * for the server rendering one page for a guest, render-time stand-ins for identity, gateway
   * and navigation (serverRenderingModule). Chosen by the caller, so each bundle carries only
   * its own (issue #20: the stand-ins are not in the browser's JavaScript).
   */
  readonly adapters: ContainerModule;
  /**
   * The adapters of the ports that only screens past the guests-only ones use, loaded with the
   * signed-in areas' bindings (the browser's browserAreaModule, in the areas' chunk: issue #30).
   * Undefined: `adapters` binds them (the server renderer's stand-ins).
   */
  readonly areaAdapters?: ModuleLoader;
  /**
   * Brings in the whole texts when the page started with a part of them (a guests-only page's),
   * awaited with the signed-in areas' bindings, so no screen past those pages renders without
   * its texts. Undefined: the page has them all.
   */
  readonly areaTexts?: () => Promise<void>;
}

/**
 * The composition root's values: the configuration this page runs with, the build's version, the
 * loader of the signed-in areas' bindings into `container`, and the screen preloader over the
 * route table (bound here, as the route table loads screens).
 */
function rootModule(inputs: ContainerInputs, container: Container): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(AreaModulesPort).toConstantValue(
      new ChunkAreaModules(container, inputs.areaAdapters, inputs.areaTexts),
    );
    bind(AppConfig).toConstantValue(inputs.config);
    bind(WebAppVersion).toConstantValue(BUILD_WEB_VERSION);
    bind(ScreenPreloader).to(RouteScreenPreloader);
  });
}

/**
 * One container per page (browser) or per request (server), every binding a singleton in it.
 * Screen stores are not listed in a module: `autobind` resolves an @injectable store the first
 * time its screen asks for it, so each store ships in its screen's lazy chunk instead of in the
 * JavaScript every page loads. Ports and app-wide stores are bound by the layer modules; the
 * signed-in areas' API ports come with their own chunk (AreaModulesPort), so guest pages do
 * not download them.
 */
export function createAppContainer(inputs: ContainerInputs): Container {
  const container = new Container({ defaultScope: 'Singleton', autobind: true });
  container.load(rootModule(inputs, container), inputs.adapters, apiModule, uiModule);
  return container;
}
