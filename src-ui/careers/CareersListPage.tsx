import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CareersBrand, CareersLocation } from '../../src-domain/careers/careers-page.model';
import { CAREERS_LOCATIONS_PER_PAGE } from '../../src-domain/careers/careers-page.rules';
import { formatPay } from './careers-format';
import { CareersListStore, type LocateVisitor } from './careers-list.store';
import { IsolatedSentence } from '../widgets/user-text/IsolatedSentence';

interface CareersListPageProps {
  readonly brand: CareersBrand;
  readonly locations: readonly CareersLocation[];
  readonly locate: LocateVisitor;
}

/**
 * /careers/{slug}: the brand's open positions grouped by location, a filter by location and by
 * text, and (once the visitor allows their position) the nearest locations first.
 */
export const CareersListPage = observer(function CareersListPage({
  brand,
  locations,
  locate,
}: CareersListPageProps) {
  const { t, i18n } = useTranslation();
  const [store] = useState(() => new CareersListStore(locations, locate));
  const id = useId();
  const distance = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (
    <>
      <h1 className="careers__title">
        <IsolatedSentence
          sentence={(standIns) => t('careersPublic.listHeading', standIns)}
          values={{ brand: brand.name }}
        />
      </h1>
      <p className="careers__intro">{t('careersPublic.intro')}</p>
      <form
        role="search"
        className="careers__filters"
        aria-label={t('careersPublic.filters')}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="careers__field">
          <label htmlFor={`${id}-location`}>{t('careersPublic.location')}</label>
          <select
            id={`${id}-location`}
            value={store.locationId ?? ''}
            onChange={(event) =>
              store.setLocation(event.target.value ? Number(event.target.value) : undefined)
            }
          >
            <option value="">{t('careersPublic.allLocations')}</option>
            {locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </select>
        </div>
        <div className="careers__field">
          <label htmlFor={`${id}-text`}>{t('careersPublic.search')}</label>
          <input
            id={`${id}-text`}
            type="search"
            value={store.text}
            onChange={(event) => store.setText(event.target.value)}
          />
        </div>
        <button
          type="button"
          className="careers__secondary"
          disabled={store.locating === 'busy'}
          onClick={() => void store.sortByDistance()}
        >
          {store.locating === 'busy' ? t('careersPublic.locating') : t('careersPublic.nearMe')}
        </button>
      </form>
      <p className="careers__status" role="status">
        {store.locating === 'denied' ? `${t('careersPublic.locationDenied')} ` : ''}
        {store.locating === 'done' ? `${t('careersPublic.sortedByDistance')} ` : ''}
        {t('careersPublic.count', { count: store.positionCount })}
      </p>
      {store.shown.length === 0 ? (
        <p className="careers__empty">
          {locations.length === 0 ? (
            <IsolatedSentence
              sentence={(standIns) => t('careersPublic.noPositions', standIns)}
              values={{ brand: brand.name }}
            />
          ) : (
            t('careersPublic.none')
          )}
        </p>
      ) : (
        store.listed.map((location) => (
          <section key={location.id} className="careers__location" aria-labelledby={`${id}-l${location.id}`}>
            <h2 id={`${id}-l${location.id}`}>{location.name}</h2>
            {(location.address || location.distanceKm !== undefined) && (
              <p className="careers__muted">
                {location.address && <bdi>{location.address}</bdi>}
                {location.distanceKm !== undefined &&
                  ` · ${t('careersPublic.distance', { distance: distance.format(location.distanceKm) })}`}
              </p>
            )}
            <ul className="careers__positions">
              {location.positions.map((position) => (
                <li key={position.id}>
                  <a className="careers__position" href={`/careers/${brand.slug}/${position.id}`}>
                    <span className="careers__position-title">{position.title}</span>
                    <span className="careers__muted">
                      {[
                        position.employmentType && t(`careers.employmentTypes.${position.employmentType}`),
                        position.pay && formatPay(position.pay, brand.currency, i18n.language, t),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
      {store.shown.length > store.listed.length && (
        <div className="careers__more">
          <p className="careers__muted">
            {t('careersPublic.locationsListed', { listed: store.listed.length, total: store.shown.length })}
          </p>
          <button type="button" className="careers__secondary" onClick={() => store.showMore()}>
            {t('careersPublic.showMoreLocations', {
              count: Math.min(CAREERS_LOCATIONS_PER_PAGE, store.shown.length - store.listed.length),
            })}
          </button>
        </div>
      )}
    </>
  );
});
