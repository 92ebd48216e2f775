import { observer } from 'mobx-react-lite';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { locationsUnder } from '../../src-domain/interviews/interview-calendar.rules';
import { BrandContextStore } from '../brands/brand-context.store';
import { useInjection } from '../injection/use-injection';
import { AvailabilityPanel } from './AvailabilityPanel';
import { InterviewCalendar } from './InterviewCalendar';
import '../hiring/hiring.css';
import './interviews.css';

/**
 * The managers' interviews, /hiring/interviews (issue #35; `?location=` the location shown,
 * `?view=availability` its settings, `&position=` those of one of its positions): a location picker over the context brand's locations (the
 * whole context brand when it is not a location and none is picked), the calendar, and the
 * availability of the chosen location.
 */
const InterviewsScreen = observer(function InterviewsScreen() {
  const { t } = useTranslation();
  const brands = useInjection(BrandContextStore);
  const [params, setParams] = useSearchParams();
  const id = useId();
  useEffect(() => void brands.ensureLoaded().catch(() => undefined), [brands]);
  const brand = brands.activeBrand;
  const locations = locationsUnder(brand);
  const asked = Number(params.get('location')) || undefined;
  const locationId = locations.some((location) => location.id === asked)
    ? asked
    : brand?.type === 'LOCATION'
      ? brand.id
      : undefined;
  const shownBrand = locationId ?? brand?.id;
  const view = params.get('view') === 'availability' ? 'availability' : 'calendar';
  const positionId = Number(params.get('position')) || undefined;
  const change = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value === undefined) next.delete(name);
    else next.set(name, value);
    setParams(next, { replace: true });
  };
  return (
    <section className="hiring interviews" aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className="hiring__title">
        {t('interviews.title')}
      </h1>
      <div className="hiring-filters">
        <div className="hiring-field">
          <label htmlFor={`${id}-location`}>{t('interviews.calendar.location')}</label>
          <select
            id={`${id}-location`}
            value={locationId ?? ''}
            onChange={(event) => {
              // A position belongs to one location: another location starts from its own hours.
              const next = new URLSearchParams(params);
              next.delete('position');
              if (event.target.value) next.set('location', event.target.value);
              else next.delete('location');
              setParams(next, { replace: true });
            }}
          >
            {brand?.type === 'LOCATION' ? null : (
              <option value="">{t('interviews.calendar.allLocations')}</option>
            )}
            {locations.map((location) => (
              <option key={location.id} value={location.id}>
                {location.name}
              </option>
            ))}
          </select>
        </div>
        <div className="interviews__views" role="group" aria-label={t('interviews.views')}>
          {(['calendar', 'availability'] as const).map((value) => (
            <button
              key={value}
              type="button"
              className={`button button--sm ${view === value ? 'button--primary' : 'button--secondary'}`}
              aria-pressed={view === value}
              onClick={() => change('view', value === 'calendar' ? undefined : value)}
            >
              <span className="button__label">{t(`interviews.viewNames.${value}`)}</span>
            </button>
          ))}
        </div>
      </div>
      {view === 'calendar' && shownBrand !== undefined ? <InterviewCalendar brandId={shownBrand} /> : null}
      {view === 'calendar' && shownBrand === undefined ? (
        <div className="hiring-skeleton" style={{ blockSize: '24rem' }} aria-hidden="true" />
      ) : null}
      {view === 'availability' && locationId !== undefined ? (
        <AvailabilityPanel
          locationId={locationId}
          positionId={positionId}
          onPositionChange={(position) =>
            change('position', position === undefined ? undefined : String(position))
          }
        />
      ) : null}
      {view === 'availability' && locationId === undefined ? (
        <p className="panel">{t('interviews.availability.chooseLocation')}</p>
      ) : null}
    </section>
  );
});
export default InterviewsScreen;
