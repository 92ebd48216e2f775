import { ContainerModule } from 'inversify';
import { LanguageStore } from './language/language.store';
import { SessionStore } from './session/session.store';
import { ToastStore } from './widgets/toast/toast.store';

/**
 * Binds the UI layer's app-wide stores (singletons through the container's default scope).
 * The stores of a screen or area are resolved on first use (the container's `autobind`), so
 * they load with their lazy chunk.
 */
export const uiModule = new ContainerModule(({ bind }) => {
  bind(LanguageStore).toSelf();
  bind(SessionStore).toSelf();
  bind(ToastStore).toSelf();
});
