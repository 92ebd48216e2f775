import { observer } from 'mobx-react-lite';
import { TabPanel, Tabs } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { hasOptions } from '../../src-domain/attestation/attestation-template.rules';
import { ATTESTATION_LIMITS } from '../../src-domain/attestation/attestation-limits.rules';
import { SUPPORTED_LANGUAGES, type Language } from '../../src-domain/language/language.rules';
import type { AttestationEditorStore } from './attestation-editor.store';
import { attestationMessage } from './attestation-messages';
import { LanguageTabList } from './LanguageTabList';

/**
 * The question's (and its options') text in each of the eight languages, one tab per language;
 * a tab whose language lacks text is marked "missing" (employees reading it see the default).
 */
export const LanguageTexts = observer(function LanguageTexts({
  store,
}: {
  readonly store: AttestationEditorStore;
}) {
  const { t } = useTranslation();
  const missing = new Set(store.missingLanguages);
  const rtl = (language: Language) => (language === 'ar' ? 'rtl' : 'ltr');
  return (
    <Tabs className="attestation-fieldset">
      <LanguageTabList label={t('attestation.editor.languages')} missing={missing} />
      {SUPPORTED_LANGUAGES.map((language) => {
        const problem = store.problemAt(`text.${language}`);
        const questionId = `attestation-text-${language}`;
        return (
          <TabPanel key={language} id={language}>
            <div className="attestation-field">
              <label htmlFor={questionId}>
                {t('attestation.editor.questionText', { language: t(`attestation.languages.${language}`) })}
                {language === store.defaultLanguage && ` (${t('attestation.editor.required')})`}
              </label>
              <textarea
                id={questionId}
                className="attestation-textarea"
                lang={language}
                dir={rtl(language)}
                rows={3}
                value={store.text[language] ?? ''}
                aria-invalid={problem !== undefined}
                aria-describedby={problem ? `${questionId}-error` : undefined}
                onChange={(event) => store.setText(language, event.target.value)}
              />
              <span className="attestation-item__meta">
                {t('attestation.editor.characters', {
                  count: [...(store.text[language] ?? '')].length,
                  max: ATTESTATION_LIMITS.questionText,
                })}
              </span>
              {problem && (
                <p id={`${questionId}-error`} className="field__error">
                  {attestationMessage(t, problem.code)}
                </p>
              )}
            </div>
            {hasOptions(store.type) &&
              store.options.map((option, index) => {
                const id = `attestation-option-${option.key}-${language}`;
                const optionProblem = store.problemAt(`options.${index}`);
                return (
                  <div key={option.key} className="attestation-option">
                    <div className="attestation-field">
                      <label htmlFor={id}>
                        {t('attestation.editor.optionText', {
                          number: index + 1,
                          language: t(`attestation.languages.${language}`),
                        })}
                      </label>
                      <input
                        id={id}
                        className="attestation-input"
                        lang={language}
                        dir={rtl(language)}
                        value={option.text[language] ?? ''}
                        aria-invalid={optionProblem !== undefined}
                        onChange={(event) => store.setOptionText(option.key, language, event.target.value)}
                      />
                      {optionProblem && (
                        <p className="field__error">{attestationMessage(t, optionProblem.code)}</p>
                      )}
                    </div>
                    <button
                      type="button"
                      className="button button--sm button--secondary"
                      aria-label={t('attestation.editor.removeOption', { number: index + 1 })}
                      onClick={() => store.removeOption(option.key)}
                    >
                      {t('attestation.editor.remove')}
                    </button>
                  </div>
                );
              })}
          </TabPanel>
        );
      })}
    </Tabs>
  );
});
