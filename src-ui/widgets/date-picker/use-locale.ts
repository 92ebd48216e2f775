import { useTranslation } from 'react-i18next';

/** The active language as a BCP 47 locale for Intl and luxon, and whether it reads right to left. */
export function useLocale(): { readonly locale: string; readonly rtl: boolean } {
  const { i18n } = useTranslation();
  const locale = i18n.language || 'en';
  return { locale, rtl: i18n.dir(locale) === 'rtl' };
}
