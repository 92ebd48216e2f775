import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useInjection } from '../injection/use-injection';
import { LanguageStore } from './language.store';

/**
 * Keeps `<html lang dir>` on the active language (Arabic right to left) once the page runs in
 * the browser; the server writes the same attributes into the document it sends. Also marks the
 * document `data-hydrated="true"` once the app has mounted, for tests and monitoring.
 */
export const DocumentLanguage = observer(function DocumentLanguage() {
  const language = useInjection(LanguageStore);
  useEffect(() => {
    const html = document.documentElement;
    html.lang = language.language;
    html.dir = language.direction;
  }, [language.language, language.direction]);
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
});
