import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { Container } from 'inversify';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import english from '../../src/locales/en.json';
import { InjectionContext } from '../../src-ui/injection/injection-context';

/** Renders a view as the app would: container, English texts and a router at `path`. */
export function renderWithApp(ui: ReactElement, options: { container: Container; path?: string }) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { translation: english } },
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
