import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { useHref, useNavigate } from 'react-router-dom';
import { useInjection } from '../injection/use-injection';
import { LanguageStore } from './language.store';

/**
 * What react-aria-components needs from the app, under the router: the page's language (not the
 * browser's), so its widgets read in the page's direction (arrow keys in tabs and lists follow
 * Arabic right to left, popovers mirror), and the router, so item links (`href` on a MenuItem)
 * navigate in the app instead of loading a new page.
 */
export const AriaProviders = observer(function AriaProviders({ children }: { readonly children: ReactNode }) {
  const language = useInjection(LanguageStore);
  const navigate = useNavigate();
  return (
    <I18nProvider locale={language.language}>
      <RouterProvider navigate={(path) => void navigate(path)} useHref={useHref}>
        {children}
      </RouterProvider>
    </I18nProvider>
  );
});
