import 'reflect-metadata';
import { Container, ContainerModule, type ServiceIdentifier } from 'inversify';
import { AccountApiPort } from '../../../src-domain/account/account-api.port';
import { AppConfig } from '../../../src-domain/configuration/app-config.model';
import { ScriptLoaderPort } from '../../../src-domain/scripts/script-loader.port';
import { KeyValueStoragePort } from '../../../src-domain/storage/key-value-storage.port';
import { WebAppVersion } from '../../../src-domain/versions/web-version.model';
import { areaApiModule } from '../../../src-infrastructure/area-api.module';
import { apiModule } from '../../../src-infrastructure/api.module';
import { createServerI18n } from '../../../src-infrastructure/i18n/i18next.factory';
import { serverRenderingModule } from '../../../src-infrastructure/server-rendering/server-rendering.module';
import { SessionExitStore } from '../../../src-ui/account/session-exit.store';
import { ConnectivityStore } from '../../../src-ui/errors/connectivity.store';
import { LoginStore } from '../../../src-ui/login/login.store';
import { SessionWatchStore } from '../../../src-ui/session/session-watch.store';
import { VersionWatchStore } from '../../../src-ui/session/version-watch.store';
import { uiModule } from '../../../src-ui/ui.module';
import { MapsLoaderStore } from '../../../src-ui/widgets/map/maps-loader.store';
import { FlashToastStore } from '../../../src-ui/widgets/toast/flash-toast.store';
import english from '../../../src/locales/en.json';
import { testAppConfig } from '../../support/test-config';

/** The server-rendering container as src/container.ts builds it, optionally without one port. */
function renderContainer(without?: symbol): Container {
  const container = new Container({ defaultScope: 'Singleton', autobind: true });
  container.load(
    new ContainerModule(({ bind }) => {
      bind(AppConfig).toConstantValue(testAppConfig);
      bind(WebAppVersion).toConstantValue('1.0.0');
    }),
    serverRenderingModule({ i18n: createServerI18n('en', english) }, '/user/login'),
    apiModule,
    areaApiModule,
    uiModule,
  );
  if (without) container.unbind(without);
  return container;
}

describe('serverRenderingModule', () => {
  it.each([
    ['LoginStore', LoginStore],
    ['SessionExitStore', SessionExitStore],
    ['SessionWatchStore', SessionWatchStore],
    ['VersionWatchStore', VersionWatchStore],
    ['ConnectivityStore', ConnectivityStore],
    ['MapsLoaderStore', MapsLoaderStore],
    ['FlashToastStore', FlashToastStore],
  ] as [string, abstract new (...args: never[]) => object][])(
    'binds every port %s injects, with explicit render-time stand-ins',
    (_name, store) => {
      expect(renderContainer().get(store as ServiceIdentifier<object>)).toBeInstanceOf(store);
    },
  );

  it('stands in for the browser: nothing stored, no script loaded, no API call made', async () => {
    const container = renderContainer();
    const storage = container.get<KeyValueStoragePort>(KeyValueStoragePort);
    storage.set('h_flash_toast', 'x');
    expect(storage.get('h_flash_toast')).toBeUndefined();
    await expect(
      container.get<ScriptLoaderPort>(ScriptLoaderPort).load('https://maps.example/js', 'necessary'),
    ).rejects.toMatchObject({ code: 'SSR.BROWSER_ONLY' });
    await expect(container.get<AccountApiPort>(AccountApiPort).mfaStatus()).rejects.toMatchObject({
      code: 'SSR.BROWSER_ONLY',
    });
  });

  it('fails loudly when a port a store needs is not bound, instead of turning the behaviour off', () => {
    expect(() => renderContainer(ScriptLoaderPort).get(MapsLoaderStore)).toThrow(/domain\.script-loader/);
  });
});
