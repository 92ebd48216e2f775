import { ContainerModule } from 'inversify';
import { LanguageStore } from './language/language.store';
import { SessionStore } from './session/session.store';

/** Binds the UI layer's stores (singletons through the container's default scope). */
export const uiModule = new ContainerModule(({ bind }) => {
  bind(LanguageStore).toSelf();
  bind(SessionStore).toSelf();
});
