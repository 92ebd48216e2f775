import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { APPLICATION_STATUSES, type InboxFilters } from '../../src-domain/messaging/messaging.model';
import type { InboxFilterOptions } from './inbox.store';
import type { Loadable } from './loadable';
import { isolated } from '../widgets/user-text/isolated';

/**
 * The inbox filters: position (grouped by category), location, status, unread only, archived
 * too. Each change is reported at once (the screen writes it to the URL). While the choices load
 * the selects offer "All" only and say they are busy.
 */
export function InboxFiltersForm({
  filters,
  options,
  onChange,
}: {
  readonly filters: InboxFilters;
  readonly options: Loadable<InboxFilterOptions>;
  readonly onChange: (filters: InboxFilters) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const ready = options.kind === 'ready' ? options.value : undefined;
  const numberOf = (value: string) => (value === '' ? undefined : Number(value));
  const set = (change: Partial<Record<keyof InboxFilters, unknown>>) => {
    const next: Record<string, unknown> = { ...filters, ...change };
    for (const key of Object.keys(next)) if (next[key] === undefined || next[key] === false) delete next[key];
    onChange(next as InboxFilters);
  };
  const knownPosition =
    filters.positionId === undefined ||
    ready?.positions.some((category) =>
      category.positions.some((position) => position.id === filters.positionId),
    );
  const knownLocation =
    filters.locationId === undefined ||
    ready?.locations.some((location) => location.id === filters.locationId);
  return (
    <form
      className="hiring-filters"
      aria-label={t('hiring.inbox.filters')}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="hiring-field">
        <label htmlFor={`${id}-position`}>{t('hiring.inbox.position')}</label>
        <select
          id={`${id}-position`}
          value={filters.positionId ?? ''}
          aria-busy={options.kind === 'loading'}
          onChange={(event) => set({ positionId: numberOf(event.target.value) })}
        >
          <option value="">{t('hiring.inbox.allPositions')}</option>
          {!knownPosition && (
            <option value={filters.positionId}>
              {t('hiring.inbox.positionNumber', { id: filters.positionId })}
            </option>
          )}
          {ready?.positions.map((category) => (
            <optgroup
              key={category.category}
              label={t(`hiring.categories.${category.category}`, { defaultValue: category.category })}
            >
              {category.positions.map((position) => (
                <option key={position.id} value={position.id}>
                  {`${isolated(position.title)} · ${isolated(position.locationName)}`}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </div>
      <div className="hiring-field">
        <label htmlFor={`${id}-location`}>{t('hiring.inbox.location')}</label>
        <select
          id={`${id}-location`}
          value={filters.locationId ?? ''}
          aria-busy={options.kind === 'loading'}
          onChange={(event) => set({ locationId: numberOf(event.target.value) })}
        >
          <option value="">{t('hiring.inbox.allLocations')}</option>
          {!knownLocation && (
            <option value={filters.locationId}>
              {t('hiring.inbox.locationNumber', { id: filters.locationId })}
            </option>
          )}
          {ready?.locations.map((location) => (
            <option key={location.id} value={location.id}>
              {isolated(location.name)}
            </option>
          ))}
        </select>
      </div>
      <div className="hiring-field">
        <label htmlFor={`${id}-status`}>{t('hiring.inbox.status')}</label>
        <select
          id={`${id}-status`}
          value={filters.status ?? ''}
          onChange={(event) => set({ status: event.target.value === '' ? undefined : event.target.value })}
        >
          <option value="">{t('hiring.inbox.allStatuses')}</option>
          {APPLICATION_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`hiring.status.${status}`)}
            </option>
          ))}
        </select>
      </div>
      <label className="hiring-filters__check" htmlFor={`${id}-unread`}>
        <input
          id={`${id}-unread`}
          type="checkbox"
          checked={filters.unreadOnly ?? false}
          onChange={(event) => set({ unreadOnly: event.target.checked })}
        />
        {t('hiring.inbox.unreadOnly')}
      </label>
      <label className="hiring-filters__check" htmlFor={`${id}-archived`}>
        <input
          id={`${id}-archived`}
          type="checkbox"
          checked={filters.includeArchived ?? false}
          onChange={(event) => set({ includeArchived: event.target.checked })}
        />
        {t('hiring.inbox.includeArchived')}
      </label>
    </form>
  );
}
