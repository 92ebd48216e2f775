import { ContainerModule } from 'inversify';
import { LanguageStore } from './language/language.store';

/** Binds the UI layer's stores (singletons through the container's default scope). */
export const uiModule = new ContainerModule(({ bind }) => {
  bind(LanguageStore).toSelf();
});
