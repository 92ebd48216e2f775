import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PreferencesStore, type HomePageChoice } from './preferences.store';
import { useInjection } from '../injection/use-injection';
import { BirthdayPanel } from '../rewards/BirthdayPanel';
import '../rewards/rewards.css';
import '../brand-profile/brand-profile.css';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { LinesSkeleton } from '../widgets/skeleton/LinesSkeleton';

/**
 * /account/preferences — the user's own settings, reached from the user menu. Holds the
 * "Home page" setting: where /dashboard leads after sign-in, and the birthday grant's opt-in
 * (rewards and recognition).
 */
const PreferencesScreen = observer(function PreferencesScreen() {
  const { t } = useTranslation();
  const store = useInjection(PreferencesStore);
  const [choice, setChoice] = useState<HomePageChoice | undefined>(undefined);
  useEffect(() => {
    void store.load();
  }, [store]);
  const selected = choice ?? store.saved;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void store.save(selected);
  };
  return (
    <article className="brand-profile" aria-labelledby="preferences-title">
      <h1 id="preferences-title" className="dashboard__title">
        {t('brandData.preferences.title')}
      </h1>
      <section className="panel" aria-labelledby="preferences-home" aria-busy={store.status === 'loading'}>
        <h2 id="preferences-home">{t('brandData.preferences.homePage')}</h2>
        {store.status === 'loading' && <LinesSkeleton lines={4} label={t('brandData.profile.loading')} />}
        {store.status === 'failed' && (
          <ReadFailure message={t('brandData.preferences.loadFailed')} onRetry={() => void store.load()} />
        )}
        {store.status === 'ready' && (
          <form onSubmit={submit}>
            <fieldset className="preferences__choices">
              <legend>{t('brandData.preferences.homePageHelp')}</legend>
              {store.choices.map((option) => (
                <label key={option} className="preferences__choice">
                  <input
                    type="radio"
                    name="home-page"
                    value={option}
                    checked={selected === option}
                    onChange={() => setChoice(option)}
                  />
                  {t(`brandData.preferences.choices.${option}`)}
                </label>
              ))}
            </fieldset>
            <div className="brand-profile__actions">
              <button
                type="submit"
                className="button button--md button--primary"
                disabled={store.saveStatus === 'saving'}
              >
                {t('brandData.preferences.save')}
              </button>
              <p role="status" className="brand-profile__muted">
                {store.saveStatus === 'saved' ? t('brandData.preferences.saved') : ''}
              </p>
            </div>
            {store.saveStatus === 'failed' && (
              <p role="alert" className="brand-profile__error">
                {t('brandData.preferences.saveFailed')}
              </p>
            )}
          </form>
        )}
      </section>
      <BirthdayPanel />
    </article>
  );
});
export default PreferencesScreen;
