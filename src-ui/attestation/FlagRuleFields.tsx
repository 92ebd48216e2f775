import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { hasOptions, textFor } from '../../src-domain/attestation/attestation-template.rules';
import { FLAG_ACTIONS } from '../../src-domain/attestation/attestation.model';
import type { AttestationEditorStore } from './attestation-editor.store';
import { attestationMessage } from './attestation-messages';

/** Which answers raise a flag and what a flagged answer does (free text takes no flag). */
export const FlagRuleFields = observer(function FlagRuleFields({
  store,
}: {
  readonly store: AttestationEditorStore;
}) {
  const { t } = useTranslation();
  const answers = store.flaggable;
  if (answers.length === 0) {
    return (
      <fieldset className="attestation-fieldset">
        <legend>{t('attestation.editor.flagRule')}</legend>
        <p>{t('attestation.editor.noFlags')}</p>
      </fieldset>
    );
  }
  const label = (answer: string) => {
    if (!hasOptions(store.type)) return t(`attestation.answerValues.${answer}`);
    const option = store.options.find((item) => item.key === answer);
    return (option && textFor(option.text, store.defaultLanguage, store.defaultLanguage)?.text) || answer;
  };
  const problem = store.problemAt('flagRule');
  return (
    <fieldset className="attestation-fieldset">
      <legend>{t('attestation.editor.flagRule')}</legend>
      <fieldset className="attestation-choices">
        <legend>{t('attestation.editor.flaggedAnswers')}</legend>
        {answers.map((answer) => (
          <label key={answer}>
            <input
              type="checkbox"
              checked={store.flagAnswers.includes(answer)}
              onChange={(event) => store.toggleFlagAnswer(answer, event.target.checked)}
            />{' '}
            {label(answer)}
          </label>
        ))}
      </fieldset>
      <fieldset className="attestation-choices">
        <legend>{t('attestation.editor.flagActions')}</legend>
        {FLAG_ACTIONS.map((action) => (
          <label key={action}>
            <input
              type="checkbox"
              checked={store.flagActions.includes(action)}
              onChange={(event) => store.toggleFlagAction(action, event.target.checked)}
            />{' '}
            {t(`attestation.flagActions.${action}`)}
          </label>
        ))}
      </fieldset>
      {problem && <p className="field__error">{attestationMessage(t, problem.code)}</p>}
    </fieldset>
  );
});
