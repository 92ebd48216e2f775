import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { pointsOf } from './BudgetAllocationForm';
import { RewardsFailure, useRewardsError } from './RewardsFailure';
import { BudgetManagementStore } from './budget-management.store';

const MESSAGE_MAX = 500;

/** Recognise someone of the brand's subtree: person, points and a message, from the budget covering today. */
export const RecognitionComposer = observer(function RecognitionComposer({
  brandId,
  onRecognised,
}: {
  readonly brandId: number;
  readonly onRecognised: () => void;
}) {
  const { t } = useTranslation();
  const store = useInjection(BudgetManagementStore);
  const errorText = useRewardsError();
  const [recipient, setRecipient] = useState('');
  const [points, setPoints] = useState('');
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    void store.loadRecipients(brandId);
  }, [store, brandId]);
  const amount = pointsOf(points);
  const errors = {
    recipient: touched && recipient === '' ? t('rewards.recognition.recipientRequired') : undefined,
    points: touched && amount === undefined ? t('rewards.form.pointsInvalid') : undefined,
    message: touched && message.trim() === '' ? t('rewards.recognition.messageRequired') : undefined,
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (recipient === '' || amount === undefined || message.trim() === '') return;
    if (await store.recognise(brandId, { recipientId: recipient, points: amount, message: message.trim() })) {
      setPoints('');
      setMessage('');
      setTouched(false);
      onRecognised();
    }
  };

  const recipients = store.recipients;
  return (
    <form className="panel rewards-panel rewards-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t('rewards.recognition.title')}</h2>
      {recipients.kind === 'failed' ? (
        <RewardsFailure code={recipients.code} onRetry={() => void store.loadRecipients(brandId)} />
      ) : (
        <div className="field">
          <label htmlFor="recognition-recipient">{t('rewards.recognition.recipient')}</label>
          <select
            id="recognition-recipient"
            value={recipient}
            disabled={recipients.kind === 'loading'}
            aria-invalid={errors.recipient !== undefined}
            aria-describedby={errors.recipient ? 'recognition-recipient-error' : undefined}
            onChange={(event) => setRecipient(event.target.value)}
          >
            <option value="">{t('rewards.recognition.choose')}</option>
            {recipients.kind === 'ready' &&
              recipients.value.map((person) => (
                <option key={person.id} value={person.id}>
                  {person.firstName} {person.lastName}
                </option>
              ))}
          </select>
          {errors.recipient && (
            <p id="recognition-recipient-error" className="field__error">
              {errors.recipient}
            </p>
          )}
        </div>
      )}
      <div className="field">
        <label htmlFor="recognition-points">{t('rewards.recognition.points')}</label>
        <input
          id="recognition-points"
          type="text"
          inputMode="numeric"
          value={points}
          aria-invalid={errors.points !== undefined}
          aria-describedby={errors.points ? 'recognition-points-error' : undefined}
          onChange={(event) => setPoints(event.target.value)}
        />
        {errors.points && (
          <p id="recognition-points-error" className="field__error">
            {errors.points}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="recognition-message">{t('rewards.recognition.message')}</label>
        <textarea
          id="recognition-message"
          value={message}
          maxLength={MESSAGE_MAX}
          rows={3}
          aria-invalid={errors.message !== undefined}
          aria-describedby="recognition-message-hint"
          onChange={(event) => setMessage(event.target.value)}
        />
        <p id="recognition-message-hint" className={errors.message ? 'field__error' : 'field__hint'}>
          {errors.message ?? t('rewards.recognition.messageHint', { count: MESSAGE_MAX - message.length })}
        </p>
      </div>
      {store.recognition.kind === 'failed' && (
        <p className="field__error" role="alert">
          {errorText(store.recognition.code)}
        </p>
      )}
      {store.recognition.kind === 'saved' && store.lastRecognition && (
        <p className="rewards-success" role="status">
          {t('rewards.recognition.done', {
            name: `${store.lastRecognition.recipient.firstName} ${store.lastRecognition.recipient.lastName}`,
            points: store.lastRecognition.points,
          })}
        </p>
      )}
      <Button type="submit" busy={store.recognition.kind === 'saving'}>
        {t('rewards.recognition.send')}
      </Button>
    </form>
  );
});
