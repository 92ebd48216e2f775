import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { useRewardsError } from './RewardsFailure';
import { BudgetManagementStore } from './budget-management.store';

const MESSAGE_MAX = 500;

/**
 * A manager's announcement to the news feed of everyone who may see the brand (the screens it
 * sits on need MANAGE_REWARDS). A failed post keeps the text and says why.
 */
export const AnnouncementComposer = observer(function AnnouncementComposer({
  brandId,
}: {
  readonly brandId: number;
}) {
  const { t } = useTranslation();
  const store = useInjection(BudgetManagementStore);
  const errorText = useRewardsError();
  const [message, setMessage] = useState('');
  const [touched, setTouched] = useState(false);
  const missing = touched && message.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (message.trim() === '') return;
    if (await store.announce(brandId, message.trim())) {
      setMessage('');
      setTouched(false);
    }
  };

  return (
    <form
      className="rewards-form rewards-announcement"
      aria-labelledby="announcement-title"
      onSubmit={(event) => void submit(event)}
      noValidate
    >
      <h2 id="announcement-title">{t('rewardsAnnouncements.title')}</h2>
      <div className="field">
        <label htmlFor="announcement-message">{t('rewardsAnnouncements.message')}</label>
        <textarea
          id="announcement-message"
          value={message}
          maxLength={MESSAGE_MAX}
          rows={3}
          aria-invalid={missing}
          aria-describedby="announcement-message-hint"
          onChange={(event) => setMessage(event.target.value)}
        />
        <p id="announcement-message-hint" className={missing ? 'field__error' : 'field__hint'}>
          {missing
            ? t('rewardsAnnouncements.required')
            : t('rewardsAnnouncements.hint', { count: MESSAGE_MAX - message.length })}
        </p>
      </div>
      {store.announcement.kind === 'failed' && (
        <p className="field__error" role="alert">
          {errorText(store.announcement.code)}
        </p>
      )}
      {store.announcement.kind === 'saved' && (
        <p className="rewards-success" role="status">
          {t('rewardsAnnouncements.done')}
        </p>
      )}
      <Button type="submit" busy={store.announcement.kind === 'saving'}>
        {t('rewardsAnnouncements.post')}
      </Button>
    </form>
  );
});
