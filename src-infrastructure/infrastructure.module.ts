import type { i18n } from 'i18next';
import { ContainerModule } from 'inversify';
import { TranslatorPort } from '../src-domain/language/translator.port';
import { I18nextInstance } from './i18n/i18next-instance.token';
import { I18nextTranslator } from './i18n/i18next-translator.adapter';

export interface InfrastructureInstances {
  /** The i18next instance made by `createBrowserI18n` or `createServerI18n`. */
  readonly i18n: i18n;
}

/** Binds every port of the domain to its adapter. */
export function infrastructureModule(instances: InfrastructureInstances): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(I18nextInstance).toConstantValue(instances.i18n);
    bind(TranslatorPort).to(I18nextTranslator);
  });
}
