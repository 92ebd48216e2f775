import type { i18n } from 'i18next';
import type { Container } from 'inversify';
import { StrictMode, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { InjectionContext } from '../../src-ui/injection/injection-context';
import { AriaProviders } from '../../src-ui/language/AriaProviders';
import { DocumentLanguage } from '../../src-ui/language/DocumentLanguage';
import { AppRoutes } from '../../src-ui/routing/AppRoutes';

interface AppRootProps {
  readonly container: Container;
  readonly i18n: i18n;
  /** BrowserRouter in the browser, StaticRouter on the server. */
  readonly router: (children: ReactNode) => ReactNode;
}

/** The whole application under its providers; the same tree renders on the server and hydrates. */
export function AppRoot({ container, i18n, router }: AppRootProps) {
  return (
    <StrictMode>
      <InjectionContext.Provider value={container}>
        <I18nextProvider i18n={i18n}>
          <DocumentLanguage />
          {router(
            <AriaProviders>
              <AppRoutes />
            </AriaProviders>,
          )}
        </I18nextProvider>
      </InjectionContext.Provider>
    </StrictMode>
  );
}
