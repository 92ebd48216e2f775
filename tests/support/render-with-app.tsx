import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { Container } from 'inversify';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import english from '../../src/locales/en.json';
import { InjectionContext } from '../../src-ui/injection/injection-context';

/**
 * Renders a view as the app would: container, texts (English, or `locale`: another language with
 * its locale file) and a router at `path`.
 */
export function renderWithApp(
  ui: ReactElement,
  options: {
    container: Container;
    path?: string;
    locale?: { readonly lng: string; readonly translation: Record<string, unknown> };
  },
) {
  const i18n = i18next.createInstance();
  const locale = options.locale ?? { lng: 'en', translation: english };
  void i18n.use(initReactI18next).init({
    lng: locale.lng,
    resources: { [locale.lng]: { translation: locale.translation } },
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return render(
    <InjectionContext.Provider value={options.container}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
      </I18nextProvider>
    </InjectionContext.Provider>,
  );
}
