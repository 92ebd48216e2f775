import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What the map shows (spec 001 §4, §8); 'not-loaded' shows as loading. */
export type MapViewState = 'loading' | 'loaded' | 'failed' | 'auth-failure';

interface MapViewProps {
  readonly state: MapViewState;
  /** Accessible name of the map region. */
  readonly label: string;
  /** The map itself, rendered only once the service has loaded. */
  readonly children?: ReactNode;
}

/**
 * The map frame: a loading status, the map (children) once loaded, or the spec's error panels:
 * 'The Google Maps JavaScript API could not load.' and the 'Error: AuthFailure' panel.
 */
export function MapView({ state, label, children }: MapViewProps) {
  const { t } = useTranslation();
  const titleId = useId();
  if (state === 'loaded') {
    return (
      <section className="map-view" aria-label={label}>
        {children}
      </section>
    );
  }
  if (state === 'loading') {
    return (
      <div className="map-view map-view--pending" role="status">
        {t('widgets.map.loading')}
      </div>
    );
  }
  return (
    <section className="map-view map-view--error" aria-labelledby={titleId}>
      <div className="map-view__panel" role="alert">
        <h3 id={titleId} className="map-view__title">
          {state === 'auth-failure' ? t('widgets.map.authFailureTitle') : t('widgets.map.failedTitle')}
        </h3>
        <p>{state === 'auth-failure' ? t('widgets.map.authFailure') : t('widgets.map.loadFailed')}</p>
      </div>
    </section>
  );
}
