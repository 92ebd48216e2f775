import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, type ApplicationStatus } from '../../src-domain/messaging/messaging.model';
import type { HiringDashboardStore } from './hiring-dashboard.store';

/**
 * The hiring dashboard's filters of recent applications: a position select (the brand's
 * positions, by title, with their location) and a status select, each with "all" first. A choice
 * filters the table through the API and is kept for the user's next visit (the store does both).
 */
export const ApplicationsFilters = observer(function ApplicationsFilters({
  store,
}: {
  readonly store: HiringDashboardStore;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { position, status } = store.filter;
  return (
    <div className="dashboard__filters" role="group" aria-label={t('hiringDashboards.filters.label')}>
      <div className="dashboard__filter">
        <label htmlFor={`${id}-position`}>{t('hiringDashboards.filters.position')}</label>
        <select
          id={`${id}-position`}
          value={position === undefined ? '' : String(position)}
          onChange={(event) =>
            void store.choosePosition(event.target.value === '' ? undefined : Number(event.target.value))
          }
        >
          <option value="">{t('hiringDashboards.filters.allPositions')}</option>
          {/* A stored position no longer listed stays selectable until the user changes it. */}
          {position !== undefined && !store.positions.some((option) => option.id === position) && (
            <option value={String(position)}>{t('hiringDashboards.filters.chosenPosition')}</option>
          )}
          {store.positions.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {t('hiringDashboards.filters.positionAt', {
                title: option.title,
                location: option.locationName,
              })}
            </option>
          ))}
        </select>
      </div>
      <div className="dashboard__filter">
        <label htmlFor={`${id}-status`}>{t('hiringDashboards.filters.status')}</label>
        <select
          id={`${id}-status`}
          value={status ?? ''}
          onChange={(event) =>
            void store.chooseStatus(
              event.target.value === '' ? undefined : (event.target.value as ApplicationStatus),
            )
          }
        >
          <option value="">{t('hiringDashboards.filters.allStatuses')}</option>
          {APPLICATION_STATUSES.map((code) => (
            <option key={code} value={code}>
              {t(`hiring.status.${code}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
});
