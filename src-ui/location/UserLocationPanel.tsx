import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Coordinates, UserLocation } from '../../src-domain/location/user-location.model';
import { USER_LOCATION_KEPT_DAYS } from '../../src-domain/location/user-location.rules';
import { useInjection } from '../injection/use-injection';
import { Button } from '../widgets/button/Button';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';
import { UserLocationStore } from './user-location.store';
import { BoxSkeleton } from '../widgets/skeleton/BoxSkeleton';
import './user-location.css';

export interface UserLocationPanelProps {
  /** The signed-in user's id: whose stored location may be shown. */
  readonly userId: string;
}

function formatCoordinates(coordinates: Coordinates, language: string): string {
  const format = new Intl.NumberFormat(language, { maximumFractionDigits: 4, minimumFractionDigits: 4 });
  return `${format.format(coordinates.latitude)}, ${format.format(coordinates.longitude)}`;
}

function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** What is known: the shared location with its dates, the workplace's, or nothing. */
function LocationValue({ location }: { readonly location: UserLocation }) {
  const { t, i18n } = useTranslation();
  if (location.source === 'unknown') return <p className="user-location__value">{t('location.unknown')}</p>;
  const coordinates = formatCoordinates(location.coordinates, i18n.language);
  if (location.source === 'brand') {
    return <p className="user-location__value">{t('location.brandValue', { coordinates })}</p>;
  }
  return (
    <>
      <p className="user-location__value">{t('location.sharedValue', { coordinates })}</p>
      <p className="user-location__dates">
        {t('location.sharedDates', {
          shared: formatDate(location.sharedAt, i18n.language),
          expires: formatDate(location.expiresAt, i18n.language),
        })}
      </p>
    </>
  );
}

/**
 * The profile page's "Your location" section (issue #15): shows the location Brigade uses,
 * shares the device's position only after the consent box is ticked (kept 7 days), and
 * withdraws it with one button. Skeleton while the first read runs; a retry panel if it fails.
 */
export const UserLocationPanel = observer(function UserLocationPanel({ userId }: UserLocationPanelProps) {
  const { t } = useTranslation();
  const store = useInjection(UserLocationStore);
  const consentId = useId();
  const problemId = useId();

  useEffect(() => {
    void store.load(userId);
  }, [store, userId]);

  const read = store.read;
  const shared = read.status === 'ready' && read.location.source === 'user';
  return (
    <section className="panel user-location" aria-labelledby="profile-location-title">
      <h2 id="profile-location-title">{t('location.title')}</h2>
      <p className="user-location__intro">{t('location.intro', { days: USER_LOCATION_KEPT_DAYS })}</p>
      {read.status === 'loading' && (
        <BoxSkeleton className="user-location__skeleton" label={t('location.loading')}>
          <span className="skeleton-row__bar" />
          <span className="skeleton-row__bar" />
        </BoxSkeleton>
      )}
      {read.status === 'failed' && (
        <ReadFailure message={t('location.readFailed')} onRetry={() => void store.load(userId)} />
      )}
      {read.status === 'ready' && <LocationValue location={read.location} />}
      {read.status === 'ready' &&
        (shared ? (
          <Button variant="danger" busy={store.busy === 'forget'} onClick={() => void store.forget()}>
            {t('location.forget')}
          </Button>
        ) : (
          <div className="user-location__share">
            <label className="user-location__consent" htmlFor={consentId}>
              <input
                id={consentId}
                type="checkbox"
                checked={store.consentGiven}
                aria-describedby={store.problem === 'consentRequired' ? problemId : undefined}
                onChange={(event) => store.setConsent(event.target.checked)}
              />
              <span>{t('location.consent', { days: USER_LOCATION_KEPT_DAYS })}</span>
            </label>
            <Button busy={store.busy === 'share'} onClick={() => void store.share()}>
              {t('location.share')}
            </Button>
          </div>
        ))}
      <div aria-live="polite">{store.notice && <p>{t(`location.notices.${store.notice}`)}</p>}</div>
      <div role="alert" id={problemId} className="media-upload__error">
        {store.problem && t(`location.problems.${store.problem}`)}
      </div>
    </section>
  );
});
