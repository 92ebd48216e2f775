import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { VerificationStatus } from '../../src-domain/account/account-api.port';
import { useInjection } from '../injection/use-injection';
import { AccountContactStore, type ChannelOutcome } from './account-contact.store';
import '../brand-profile/brand-profile.css';
import { LinesSkeleton } from '../widgets/skeleton/LinesSkeleton';

/** Skeleton lines while the record loads: name, e-mail, phone, member since. */
const SKELETON_LINES = 4;
const BUSY: readonly (ChannelOutcome | undefined)[] = ['sending', 'confirming'];

function formatDate(iso: string, language: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(date);
}

/** One channel's status, and while unverified the notice with "send a code" and the code form. */
const ChannelStatus = observer(function ChannelStatus({ status }: { readonly status: VerificationStatus }) {
  const { t, i18n } = useTranslation();
  const store = useInjection(AccountContactStore);
  const [code, setCode] = useState('');
  const outcome = store.outcomes[status.channel];
  const channel = status.channel === 'EMAIL' ? 'email' : 'phone';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.confirm(status.channel, code);
  };
  if (status.verified) {
    return (
      <p className="brand-profile__muted">
        <span className="brand-profile__status brand-profile__status--active">
          {t('brandReads.account.verified')}
        </span>
        {status.verifiedAt &&
          ` ${t('brandReads.account.verifiedOn', { date: formatDate(status.verifiedAt, i18n.language) })}`}
        {outcome === 'verified' && <span role="status"> · {t(`brandReads.account.outcome.verified`)}</span>}
      </p>
    );
  }
  return (
    <div className="account-contact__notice">
      <p>
        <strong>{t(`brandReads.account.notVerified.${channel}`)}</strong>
      </p>
      <button
        type="button"
        className="button button--sm button--secondary"
        disabled={BUSY.includes(outcome)}
        onClick={() => void store.sendCode(status.channel)}
      >
        {status.codeSent ? t('brandReads.account.sendAgain') : t('brandReads.account.send')}
      </button>
      {status.codeSent && (
        <form className="account-contact__form" onSubmit={submit}>
          <label>
            {t(`brandReads.account.code.${channel}`)}
            <input
              className="input"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]{6}"
              maxLength={6}
              required
              value={code}
              onChange={(event) => setCode(event.target.value)}
            />
          </label>
          <button
            type="submit"
            className="button button--sm button--primary"
            disabled={BUSY.includes(outcome)}
          >
            {t('brandReads.account.confirm')}
          </button>
        </form>
      )}
      <p role="status" aria-live="polite">
        {outcome && !BUSY.includes(outcome) && t(`brandReads.account.outcome.${outcome}`)}
      </p>
    </div>
  );
});

/**
 * "Your account" on the profile (issue #15): name, e-mail, phone and member-since from
 * GET /v1/user; beside the e-mail and the phone whether each is verified
 * (GET /v1/users/verification/check), with a "verify" notice, a code sent on request and the
 * form to type it in. A failed read shows the error panel with a retry button.
 */
export const AccountContactPanel = observer(function AccountContactPanel() {
  const { t, i18n } = useTranslation();
  const store = useInjection(AccountContactStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const { state } = store;
  const statusOf = (channel: VerificationStatus['channel']) =>
    state.status === 'ready' ? state.channels.find((item) => item.channel === channel) : undefined;
  return (
    <section
      className="panel account-contact"
      aria-labelledby="account-contact-title"
      aria-busy={state.status === 'loading'}
    >
      <h2 id="account-contact-title">{t('brandReads.account.title')}</h2>
      {state.status === 'loading' && (
        <LinesSkeleton lines={SKELETON_LINES} label={t('brandData.profile.loading')} />
      )}
      {state.status === 'failed' && (
        <div className="brand-profile__error" role="alert">
          <p>{t('brandReads.account.failed')}</p>
          <button
            type="button"
            className="button button--sm button--secondary"
            onClick={() => void store.load()}
          >
            {t('brandData.profile.retry')}
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <dl className="brand-profile__facts">
          <dt>{t('brandReads.account.name')}</dt>
          <dd>{`${state.record.firstName} ${state.record.lastName}`.trim()}</dd>
          <dt>{t('brandReads.account.email')}</dt>
          <dd>
            <span className="account-contact__value">{state.record.email}</span>
            {statusOf('EMAIL') && <ChannelStatus status={statusOf('EMAIL')!} />}
          </dd>
          <dt>{t('brandReads.account.phone')}</dt>
          <dd>
            {state.record.phone ? (
              <>
                <span className="account-contact__value" dir="ltr">
                  {state.record.phone}
                </span>
                {statusOf('PHONE') && <ChannelStatus status={statusOf('PHONE')!} />}
              </>
            ) : (
              t('brandReads.account.noPhone')
            )}
          </dd>
          <dt>{t('brandReads.account.memberSince')}</dt>
          <dd>{formatDate(state.record.createdAt, i18n.language)}</dd>
        </dl>
      )}
    </section>
  );
});
