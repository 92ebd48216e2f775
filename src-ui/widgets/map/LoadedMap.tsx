import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInjection } from '../../injection/use-injection';
import { MapsLoaderStore } from './maps-loader.store';
import { MapView } from './MapView';

declare global {
  interface Window {
    /** Called by the maps script when the API key is refused. */
    gm_authFailure?: () => void;
  }
}

/**
 * A MapView fed by MapsLoaderStore: starts loading in the active language on mount, and
 * relays the maps service's `window.gm_authFailure` to the store.
 */
export const LoadedMap = observer(function LoadedMap({
  label,
  children,
}: {
  readonly label: string;
  readonly children?: ReactNode;
}) {
  const store = useInjection(MapsLoaderStore);
  const { i18n } = useTranslation();
  useEffect(() => {
    window.gm_authFailure = () => store.authFailed();
    void store.load(i18n.language);
  }, [store, i18n.language]);
  const state = store.state === 'not-loaded' ? 'loading' : store.state;
  return (
    <MapView state={state} label={label}>
      {children}
    </MapView>
  );
});
