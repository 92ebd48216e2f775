import { Tab, TabList } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { SUPPORTED_LANGUAGES, type Language } from '../../src-domain/language/language.rules';

/**
 * The tabs of the eight languages of an attestation text (inside react-aria `Tabs`, whose panels
 * have the language as id); a language in `missing` is marked "missing" (employees reading it
 * see the fallback text).
 */
export function LanguageTabList({
  label,
  missing,
}: {
  readonly label: string;
  readonly missing: ReadonlySet<Language>;
}) {
  const { t } = useTranslation();
  return (
    <TabList aria-label={label} className="attestation-choices">
      {SUPPORTED_LANGUAGES.map((language) => (
        <Tab key={language} id={language} className="button button--sm button--secondary">
          {t(`attestation.languages.${language}`)}
          {missing.has(language) && (
            <span className="attestation-tag attestation-tag--missing">
              {t('attestation.editor.missing')}
            </span>
          )}
        </Tab>
      ))}
    </TabList>
  );
}
