import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { BrandBasicInfo } from '../../src-domain/brands/brand-profile.model';
import { useInjection } from '../injection/use-injection';
import { LoadedMap } from '../widgets/map/LoadedMap';
import { BrandProfileStore } from './brand-profile.store';
import { MapCanvas } from './MapCanvas';
import { MAP_SORTINGS, MAP_TYPES, MAP_UI_VIEWS, oneOf } from './map-views';
import { ReadFailure } from '../widgets/read-failure/ReadFailure';

/**
 * The locations of the brand and the map of the chosen one (GET /v1/brand/location/{id}). On a
 * narrow screen one pane shows at a time (Map / List, kept under h_map_active_ui_view); the
 * map type and the list order are kept too (h_map_active_view, h_map_active_sorting).
 */
export const BrandLocationsMap = observer(function BrandLocationsMap({
  info,
}: {
  readonly info: BrandBasicInfo;
}) {
  const { t } = useTranslation();
  const store = useInjection(BrandProfileStore);
  const typeId = useId();
  const sortId = useId();
  const place = store.place;
  const locations = store.locations;
  const choices = info.latitude !== undefined ? [info, ...locations] : locations;
  return (
    <div className={`brand-profile__locations brand-profile__locations--${store.uiView}`}>
      <div className="brand-profile__map-tools">
        <div className="brand-profile__panes" role="group" aria-label={t('brandData.profile.map.panes')}>
          {MAP_UI_VIEWS.map((view) => (
            <button
              key={view}
              type="button"
              className="brand-profile__pane-button"
              aria-pressed={store.uiView === view}
              onClick={() => store.setUiView(view)}
            >
              {t(`brandData.profile.map.pane.${view}`)}
            </button>
          ))}
        </div>
        <label htmlFor={typeId}>{t('brandData.profile.map.type')}</label>
        <select
          id={typeId}
          value={store.mapType}
          onChange={(event) => store.setMapType(oneOf(MAP_TYPES, event.target.value))}
        >
          {MAP_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`brandData.profile.map.types.${type}`)}
            </option>
          ))}
        </select>
        <label htmlFor={sortId}>{t('brandData.profile.map.sort')}</label>
        <select
          id={sortId}
          value={store.sorting}
          onChange={(event) => store.setSorting(oneOf(MAP_SORTINGS, event.target.value))}
        >
          {MAP_SORTINGS.map((sorting) => (
            <option key={sorting} value={sorting}>
              {t(`brandData.profile.map.sortings.${sorting}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="brand-profile__list-pane">
        <p className="brand-profile__count">
          {t('brandData.profile.locationsCount', { count: choices.length })}
        </p>
        {choices.length === 0 ? (
          <p>{t('brandData.profile.noLocations')}</p>
        ) : (
          <ul className="brand-profile__location-list">
            {choices.map((location) => (
              <li key={location.id}>
                <button
                  type="button"
                  className="brand-profile__location"
                  aria-current={location.id === store.selectedLocationId ? 'true' : undefined}
                  onClick={() => store.selectLocation(location.id)}
                >
                  <span className="brand-profile__location-name">{location.name}</span>
                  {location.address && <span className="brand-profile__muted">{location.address}</span>}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="brand-profile__map-pane">
        {place === undefined ? null : place.status === 'loading' ? (
          <div className="brand-profile__map-skeleton" aria-hidden="true" />
        ) : place.status === 'failed' ? (
          <ReadFailure
            message={t('brandData.profile.map.failed')}
            onRetry={() =>
              store.selectedLocationId !== undefined && store.selectLocation(store.selectedLocationId)
            }
          />
        ) : (
          <>
            <p className="brand-profile__place">
              <strong>{place.data.name}</strong>
              {place.data.address ? ` · ${place.data.address}` : ''}
            </p>
            {place.data.latitude !== undefined && place.data.longitude !== undefined ? (
              <LoadedMap label={t('brandData.profile.map.label', { name: place.data.name })}>
                <MapCanvas
                  latitude={place.data.latitude}
                  longitude={place.data.longitude}
                  title={place.data.name}
                  mapType={store.mapType}
                />
              </LoadedMap>
            ) : (
              <p>{t('brandData.profile.map.noCoordinates')}</p>
            )}
          </>
        )}
      </div>
    </div>
  );
});
