import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../injection/use-injection';
import { LinesSkeleton } from '../widgets/skeleton/LinesSkeleton';
import { NotificationPreferencesStore } from './notification-preferences.store';
import '../brand-profile/brand-profile.css';
import './notification-preferences.css';

/**
 * "Notifications" on the profile (issue #35): check boxes for mail, "Text me" and in-app, the
 * daily logbook digest (issue #36; offered to employers), and the phone number texts go to (stored as E.164; shown left to right in every language). A refused
 * number says why beside the field and keeps what was typed; a failed read offers Retry. The stored
 * number is verified by a texted code before anything is texted to it (PhoneVerification).
 */
export const NotificationPreferencesPanel = observer(function NotificationPreferencesPanel(props: {
  /** Offer the daily logbook digest (employers: the logbook is theirs). */
  readonly logbookDigest?: boolean;
}) {
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
          {props.logbookDigest && (
            <fieldset>
              <legend>{t('sms.preferences.logbook.legend')}</legend>
              <label className="notification-preferences__choice">
                <input
                  type="checkbox"
                  checked={store.logbookDigest}
                  aria-describedby="notification-preferences-digest-hint"
                  onChange={(e) => store.setLogbookDigest(e.target.checked)}
                />
                {t('sms.preferences.logbook.digest')}
              </label>
              <p id="notification-preferences-digest-hint" className="brand-profile__muted">
                {t('sms.preferences.logbook.digestHint')}
              </p>
            </fieldset>
          )}
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
          <p role="status" aria-live="polite" data-testid="preferences-outcome">
            {outcome && outcome !== 'saving' && t(`sms.preferences.outcome.${outcome}`)}
          </p>
        </form>
      )}
      {state.status === 'ready' && state.stored.phone !== undefined && (
        <PhoneVerification phone={state.stored.phone} verified={state.stored.phoneVerified} />
      )}
    </section>
  );
});

/** Unicode isolates keep a phone number left to right inside right-to-left text. */
const isolated = (phone: string) => `\u2066${phone}\u2069`;

/**
 * The stored phone's verification: "verified", or why nothing is texted yet with "Send code" and,
 * once a code was texted, the code field and "Verify". A refused code says why and keeps what was
 * typed; every outcome is announced.
 */
const PhoneVerification = observer(function PhoneVerification(props: {
  readonly phone: string;
  readonly verified: boolean;
}) {
  const { t } = useTranslation();
  const store = useInjection(NotificationPreferencesStore);
  const { verification } = store;
  const busy = verification === 'sending' || verification === 'confirming';
  const codeError = verification === 'invalidCode' || verification === 'expiredCode';
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void store.confirmCode();
  };
  return (
    <form
      className="notification-preferences__verify"
      aria-labelledby="phone-verification-title"
      onSubmit={confirm}
      noValidate
    >
      <h3 id="phone-verification-title">{t('sms.preferences.verify.title')}</h3>
      {props.verified ? (
        <p>{t('sms.preferences.verify.verified', { phone: isolated(props.phone) })}</p>
      ) : (
        <>
          <p>{t('sms.preferences.verify.unverified', { phone: isolated(props.phone) })}</p>
          <button
            type="button"
            className="button button--sm button--secondary"
            disabled={busy}
            onClick={() => void store.sendCode()}
          >
            {store.codeSent ? t('sms.preferences.verify.resend') : t('sms.preferences.verify.send')}
          </button>
          {store.codeSent && (
            <div className="notification-preferences__code">
              <label className="notification-preferences__phone">
                {t('sms.preferences.verify.code')}
                <input
                  className="input"
                  type="text"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  dir="ltr"
                  maxLength={12}
                  value={store.code}
                  aria-invalid={codeError}
                  onChange={(e) => store.setCode(e.target.value)}
                />
              </label>
              <button
                type="submit"
                className="button button--sm button--primary"
                disabled={busy || store.code.trim() === ''}
              >
                {t('sms.preferences.verify.confirm')}
              </button>
            </div>
          )}
        </>
      )}
      <p role="status" aria-live="polite" data-testid="verification-outcome">
        {verification && !busy && t(`sms.preferences.verify.outcome.${verification}`)}
      </p>
    </form>
  );
});
