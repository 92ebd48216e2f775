import { observer } from 'mobx-react-lite';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClockOutQuestion } from '../../src-domain/time-clock/time-clock-api.port';
import { Button } from '../widgets/button/Button';
import { errorKey } from './time-clock-messages';
import type { TimeClockStore } from './time-clock.store';

/** The choices of a question: its options, or the fixed answers of yes/no and acknowledgement. */
function choicesOf(question: ClockOutQuestion, t: (key: string) => string) {
  if (question.type === 'YES_NO')
    return [
      { key: 'YES', text: t('timeClock.clockOut.yes') },
      { key: 'NO', text: t('timeClock.clockOut.no') },
    ];
  if (question.type === 'ACKNOWLEDGEMENT')
    return [
      { key: 'ACKNOWLEDGED', text: t('timeClock.clockOut.acknowledged') },
      { key: 'DECLINED', text: t('timeClock.clockOut.declined') },
    ];
  return question.options;
}

/**
 * The clock-out's attestation questions (texts in the employee's language, else the question's
 * own): required ones marked, each problem said under its question, what was typed kept.
 */
export const ClockOutForm = observer(function ClockOutForm({ store }: { readonly store: TimeClockStore }) {
  const { t } = useTranslation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.submitClockOut().then((saved) => {
      if (!saved) document.querySelector<HTMLElement>('.time-clock__question [aria-invalid="true"]')?.focus();
    });
  };
  return (
    <form className="time-clock__form" onSubmit={submit} noValidate aria-labelledby="time-clock-out-title">
      <h2 id="time-clock-out-title" className="time-clock__subtitle">
        {t('timeClock.clockOut.title')}
      </h2>
      {store.clockOutQuestions.map((question) => {
        const id = `time-clock-q-${question.templateId}`;
        const chosen = store.answers[question.templateId] ?? [];
        const problem = store.problems.get(question.templateId);
        const errorId = `${id}-error`;
        const needsComment = chosen.some((answer) => question.commentRequiredFor.includes(answer));
        return (
          <fieldset
            key={question.templateId}
            className="time-clock__question"
            aria-describedby={problem ? errorId : undefined}
          >
            <legend lang={question.language}>
              {question.text}
              {question.required && (
                <span className="time-clock__required"> ({t('timeClock.clockOut.required')})</span>
              )}
            </legend>
            {question.type === 'FREE_TEXT' ? (
              <textarea
                aria-label={question.text}
                aria-invalid={problem ? true : undefined}
                value={chosen[0] ?? ''}
                maxLength={1000}
                onChange={(event) =>
                  store.setAnswer(question.templateId, event.target.value === '' ? [] : [event.target.value])
                }
              />
            ) : (
              choicesOf(question, t).map((choice, index) => {
                const multiple = question.type === 'MULTIPLE_CHOICE';
                const checked = chosen.includes(choice.key);
                return (
                  <label key={choice.key} className="time-clock__choice">
                    <input
                      type={multiple ? 'checkbox' : 'radio'}
                      name={id}
                      value={choice.key}
                      checked={checked}
                      aria-invalid={problem && index === 0 ? true : undefined}
                      onChange={() =>
                        store.setAnswer(
                          question.templateId,
                          multiple
                            ? checked
                              ? chosen.filter((key) => key !== choice.key)
                              : [...chosen, choice.key]
                            : [choice.key],
                        )
                      }
                    />
                    <span>{choice.text}</span>
                  </label>
                );
              })
            )}
            {needsComment && (
              <label className="time-clock__comment">
                <span>{t('timeClock.clockOut.comment')}</span>
                <textarea
                  value={store.comments[question.templateId] ?? ''}
                  maxLength={1000}
                  aria-invalid={problem === 'TIME_CLOCK.COMMENT_REQUIRED' ? true : undefined}
                  onChange={(event) => store.setComment(question.templateId, event.target.value)}
                />
              </label>
            )}
            {problem && (
              <p id={errorId} className="time-clock__error" role="alert">
                {t(errorKey(problem))}
              </p>
            )}
          </fieldset>
        );
      })}
      <div className="time-clock__form-actions">
        <Button type="submit" busy={store.working}>
          {t('timeClock.clockOut.submit')}
        </Button>
        <Button variant="secondary" onClick={() => store.cancelClockOut()}>
          {t('timeClock.clockOut.cancel')}
        </Button>
      </div>
    </form>
  );
});
