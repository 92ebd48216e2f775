import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { BirthdayProfile } from '../../src-domain/rewards/rewards.model';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { BirthdayStore } from './birthday.store';
import { RewardsFailure, useRewardsError } from './RewardsFailure';
import '../brand-profile/brand-profile.css';
import './rewards.css';
import { LinesSkeleton } from '../widgets/skeleton/LinesSkeleton';

const pad = (value: number) => String(value).padStart(2, '0');
/** Whether month and day name a day of some year (29 February included). */
const isDayOfYear = (month: number, day: number) =>
  new Date(Date.UTC(2000, month - 1, day)).getUTCDate() === day;

/** The form, holding what was typed; the month and day start from the saved birthday. */
const BirthdayForm = observer(function BirthdayForm({ saved }: { readonly saved: BirthdayProfile }) {
  const { t, i18n } = useTranslation();
  const store = useInjection(BirthdayStore);
  const errorText = useRewardsError();
  const [month, setMonth] = useState(saved.birthday?.slice(0, 2) ?? '');
  const [day, setDay] = useState(saved.birthday?.slice(3, 5) ?? '');
  const [optIn, setOptIn] = useState(saved.optIn);
  const [touched, setTouched] = useState(false);
  const monthName = new Intl.DateTimeFormat(i18n.language, { month: 'long', timeZone: 'UTC' });
  const partial = (month === '') !== (day === '');
  const impossible = month !== '' && day !== '' && !isDayOfYear(Number(month), Number(day));
  const needed = optIn && month === '' && day === '';
  const problem =
    partial || impossible ? 'rewards.birthday.invalid' : needed ? 'rewards.birthday.required' : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem) return;
    void store.save({ birthday: month === '' ? undefined : `${month}-${day}`, optIn });
  };
  const showProblem = touched && problem !== undefined;
  return (
    <form className="rewards-form" onSubmit={submit} noValidate>
      <fieldset className="rewards-birthday" aria-describedby="rewards-birthday-hint">
        <legend>{t('rewards.birthday.date')}</legend>
        <div className="field">
          <label htmlFor="rewards-birthday-month">{t('rewards.birthday.month')}</label>
          <select
            id="rewards-birthday-month"
            value={month}
            aria-invalid={showProblem && problem === 'rewards.birthday.invalid'}
            onChange={(event) => setMonth(event.target.value)}
          >
            <option value="">{t('rewards.birthday.none')}</option>
            {Array.from({ length: 12 }, (_, index) => (
              <option key={index} value={pad(index + 1)}>
                {monthName.format(new Date(Date.UTC(2000, index, 1)))}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="rewards-birthday-day">{t('rewards.birthday.day')}</label>
          <select
            id="rewards-birthday-day"
            value={day}
            aria-invalid={showProblem && problem === 'rewards.birthday.invalid'}
            onChange={(event) => setDay(event.target.value)}
          >
            <option value="">{t('rewards.birthday.none')}</option>
            {Array.from({ length: 31 }, (_, index) => (
              <option key={index} value={pad(index + 1)}>
                {index + 1}
              </option>
            ))}
          </select>
        </div>
      </fieldset>
      <p id="rewards-birthday-hint" className={showProblem ? 'field__error' : 'field__hint'}>
        {showProblem ? t(problem) : t('rewards.birthday.hint')}
      </p>
      <label className="rewards-checkbox">
        <input type="checkbox" checked={optIn} onChange={(event) => setOptIn(event.target.checked)} />
        {t('rewards.birthday.optIn')}
      </label>
      {store.write.kind === 'failed' && (
        <p className="field__error" role="alert">
          {errorText(store.write.code)}
        </p>
      )}
      {store.write.kind === 'saved' && (
        <p className="rewards-success" role="status">
          {t('rewards.birthday.saved')}
        </p>
      )}
      <Button type="submit" busy={store.write.kind === 'saving'}>
        {t('rewards.birthday.save')}
      </Button>
    </form>
  );
});

/**
 * The user's birthday grant, on /profile (everyone) and in the employer preferences: the day of their birthday (no year) and
 * whether they opt in to the birthday rule's points. Nothing is granted without the opt-in.
 */
export const BirthdayPanel = observer(function BirthdayPanel() {
  const { t } = useTranslation();
  const store = useInjection(BirthdayStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const profile = store.profile;
  return (
    <section
      className="panel"
      aria-labelledby="rewards-birthday-title"
      aria-busy={profile.kind === 'loading'}
    >
      <h2 id="rewards-birthday-title">{t('rewards.birthday.title')}</h2>
      <p>{t('rewards.birthday.help')}</p>
      {profile.kind === 'loading' && <LinesSkeleton lines={3} label={t('rewards.birthday.loading')} />}
      {profile.kind === 'failed' && <RewardsFailure code={profile.code} onRetry={() => void store.load()} />}
      {profile.kind === 'ready' && <BirthdayForm saved={profile.value} />}
    </section>
  );
});
