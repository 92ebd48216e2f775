import { ContainerModule } from 'inversify';
import { bindAccountStores } from './account/account.bindings';
import { LanguageStore } from './language/language.store';
import { SessionStore } from './session/session.store';
import { bindShellStores } from './shell/shell.bindings';
import { MapsLoaderStore } from './widgets/map/maps-loader.store';
import { ToastStore } from './widgets/toast/toast.store';

/** Binds the UI layer's stores (singletons through the container's default scope). */
export const uiModule = new ContainerModule(({ bind }) => {
  bind(LanguageStore).toSelf();
  bind(SessionStore).toSelf();
  bindAccountStores(bind);
  bind(ToastStore).toSelf();
  bind(MapsLoaderStore).toSelf();
  bindShellStores(bind);
});
