import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasOptions, textFor } from '../../src-domain/attestation/attestation-template.rules';
import { SUPPORTED_LANGUAGES, isSupportedLanguage } from '../../src-domain/language/language.rules';
import type { AttestationEditorStore } from './attestation-editor.store';

/** Languages written right to left. */
const RTL = new Set(['ar']);

/**
 * The question as an employee sees it at clock-out on a phone, in the chosen language (the
 * default language's text where that language has none, and a note saying so).
 */
export const QuestionPreview = observer(function QuestionPreview({
  store,
}: {
  readonly store: AttestationEditorStore;
}) {
  const { t, i18n } = useTranslation();
  const selectId = useId();
  const language = store.previewLanguage;
  // The phone speaks the preview language: its translations load on demand, then it redraws.
  const [, setLoaded] = useState(0);
  useEffect(() => {
    let live = true;
    void i18n.loadLanguages(language).then(() => live && setLoaded((count) => count + 1));
    return () => {
      live = false;
    };
  }, [i18n, language]);
  const question = textFor(store.text, language, store.defaultLanguage);
  const fellBack = question !== undefined && question.language !== language;
  const choiceLabel = (key: string) => {
    const option = store.options.find((item) => item.key === key);
    return option ? (textFor(option.text, language, store.defaultLanguage)?.text ?? key) : key;
  };
  const answers: readonly string[] =
    store.type === 'YES_NO'
      ? ['YES', 'NO']
      : store.type === 'ACKNOWLEDGEMENT'
        ? ['ACKNOWLEDGED']
        : hasOptions(store.type)
          ? store.options.map((option) => option.key)
          : [];
  const labelOf = (answer: string) =>
    hasOptions(store.type) ? choiceLabel(answer) : t(`attestation.answerValues.${answer}`, { lng: language });
  return (
    <section className="panel panel--stacked" aria-labelledby="attestation-preview">
      <h2 id="attestation-preview">{t('attestation.editor.preview')}</h2>
      <div className="attestation-field">
        <label htmlFor={selectId}>{t('attestation.editor.previewLanguage')}</label>
        <select
          id={selectId}
          className="attestation-select"
          value={language}
          onChange={(event) =>
            isSupportedLanguage(event.target.value) && store.setPreviewLanguage(event.target.value)
          }
        >
          {SUPPORTED_LANGUAGES.map((code) => (
            <option key={code} value={code}>
              {t(`attestation.languages.${code}`)}
            </option>
          ))}
        </select>
      </div>
      <div
        className="attestation-phone"
        lang={question?.language ?? language}
        dir={RTL.has(question?.language ?? language) ? 'rtl' : 'ltr'}
        data-testid="attestation-phone"
        aria-label={t('attestation.editor.phone')}
        role="group"
      >
        {question ? (
          <>
            <p className="attestation-phone__question">
              {question.text}
              {store.required && <span aria-hidden="true"> *</span>}
            </p>
            {fellBack && (
              <p
                className="attestation-phone__fallback"
                lang={language}
                dir={RTL.has(language) ? 'rtl' : 'ltr'}
              >
                {t('attestation.editor.fallback', {
                  lng: language,
                  language: t(`attestation.languages.${question.language}`, { lng: language }),
                })}
              </p>
            )}
            {store.type === 'FREE_TEXT' ? (
              <span className="attestation-phone__choice">…</span>
            ) : (
              answers.map((answer) => (
                <span key={answer} className="attestation-phone__choice">
                  {store.type === 'MULTIPLE_CHOICE' ? '☐ ' : ''}
                  {labelOf(answer)}
                </span>
              ))
            )}
          </>
        ) : (
          <p className="attestation-phone__fallback">{t('attestation.editor.previewEmpty')}</p>
        )}
      </div>
    </section>
  );
});
