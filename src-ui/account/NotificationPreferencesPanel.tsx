import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../injection/use-injection';
import { LinesSkeleton } from '../widgets/skeleton/LinesSkeleton';
import { NotificationPreferencesStore } from './notification-preferences.store';
import '../brand-profile/brand-profile.css';
import './notification-preferences.css';

/**
 * "Notifications" on the profile (issue #35): check boxes for mail, "Text me" and in-app, and the
 * phone number texts go to (stored as E.164; shown left to right in every language). A refused
 * number says why beside the field and keeps what was typed; a failed read offers Retry.
 */
export const NotificationPreferencesPanel = observer(function NotificationPreferencesPanel() {
  const { t } = useTranslation();
  const store = useInjection(NotificationPreferencesStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const { state, outcome } = store;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.save();
  };
  const phoneError = outcome === 'invalidPhone' || outcome === 'phoneRequired';
  return (
    <section
      className="panel notification-preferences"
      aria-labelledby="notification-preferences-title"
      aria-busy={state.status === 'loading'}
    >
      <h2 id="notification-preferences-title">{t('sms.preferences.title')}</h2>
      {state.status === 'loading' && <LinesSkeleton lines={4} label={t('sms.preferences.loading')} />}
      {state.status === 'failed' && (
        <div className="brand-profile__error" role="alert">
          <p>{t('sms.preferences.failed')}</p>
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => void store.load()}
          >
            {t('sms.preferences.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <form className="notification-preferences__form" onSubmit={submit} noValidate>
          <fieldset>
            <legend>{t('sms.preferences.legend')}</legend>
            <label className="notification-preferences__choice">
              <input
                type="checkbox"
                checked={store.email}
                onChange={(e) => store.setEmail(e.target.checked)}
              />
              {t('sms.preferences.email')}
            </label>
            <label className="notification-preferences__choice">
              <input type="checkbox" checked={store.sms} onChange={(e) => store.setSms(e.target.checked)} />
              {t('sms.preferences.sms')}
            </label>
            <label className="notification-preferences__choice">
              <input
                type="checkbox"
                checked={store.inApp}
                onChange={(e) => store.setInApp(e.target.checked)}
              />
              {t('sms.preferences.inApp')}
            </label>
          </fieldset>
          <label className="notification-preferences__phone">
            {t('sms.preferences.phone')}
            <input
              className="input"
              type="tel"
              dir="ltr"
              autoComplete="tel"
              maxLength={40}
              value={store.phone}
              aria-invalid={phoneError}
              aria-describedby="notification-preferences-phone-hint"
              onChange={(e) => store.setPhone(e.target.value)}
            />
          </label>
          <p id="notification-preferences-phone-hint" className="brand-profile__muted">
            {t('sms.preferences.phoneHint')}
          </p>
          {state.stored.smsOptedOut && (
            <p className="brand-profile__muted">{t('sms.preferences.optedOut')}</p>
          )}
          <button type="submit" className="button button--sm button--primary" disabled={outcome === 'saving'}>
            {t('sms.preferences.save')}
          </button>
          <p role="status" aria-live="polite">
            {outcome && outcome !== 'saving' && t(`sms.preferences.outcome.${outcome}`)}
          </p>
        </form>
      )}
    </section>
  );
});
