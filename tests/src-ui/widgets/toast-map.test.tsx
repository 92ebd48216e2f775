import { RenderScriptLoader } from '../../../src-infrastructure/server-rendering/render-script-loader.adapter';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppConfig } from '../../../src-domain/configuration/app-config.model';
import type { ScriptLoaderPort } from '../../../src-domain/scripts/script-loader.port';
import { MapsLoaderStore } from '../../../src-ui/widgets/map/maps-loader.store';
import { mapsScriptUrl } from '../../../src-ui/widgets/map/maps-url';
import { MapView } from '../../../src-ui/widgets/map/MapView';
import { LoadedMap } from '../../../src-ui/widgets/map/LoadedMap';
import { TOAST_DURATION_MS, ToastStore } from '../../../src-ui/widgets/toast/toast.store';
import { Toaster } from '../../../src-ui/widgets/toast/Toaster';
import { testAppConfig } from '../../support/test-config';
import { renderWidget } from './render-widget';

describe('ToastStore and Toaster', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows toasts in live regions and removes each after 3 500 ms', () => {
    expect(TOAST_DURATION_MS).toBe(3500);
    const { injector } = renderWidget(<Toaster />);
    const store = injector.get(ToastStore);
    act(() => {
      store.show('Saved');
      store.show('Failed', 'error');
    });
    expect(within(screen.getByRole('status')).getByText('Saved')).toBeInTheDocument();
    expect(within(screen.getByRole('alert')).getByText('Failed')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.queryByText('Failed')).not.toBeInTheDocument();
  });

  it('dismisses a toast with its button, and ignores unknown ids', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { injector } = renderWidget(<Toaster />);
    const store = injector.get(ToastStore);
    act(() => {
      store.show('Hello', 'success', 10_000);
      store.dismiss(999);
    });
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(store.toasts).toEqual([]);
  });
});

describe('MapView', () => {
  it('shows loading, the map, and the two error panels of spec 001 §8', () => {
    const { rerender } = renderWidget(<MapView state="loading" label="Map" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the map…');
    rerender(
      <MapView state="loaded" label="Map">
        <div>the map</div>
      </MapView>,
    );
    expect(screen.getByRole('region', { name: 'Map' })).toHaveTextContent('the map');
    rerender(<MapView state="failed" label="Map" />);
    expect(screen.getByRole('alert')).toHaveTextContent('The Google Maps JavaScript API could not load.');
    rerender(<MapView state="auth-failure" label="Map" />);
    expect(screen.getByRole('heading', { name: 'Error: AuthFailure' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('A problem with the API key prevents the map');
  });
});

describe('MapsLoaderStore', () => {
  const loader = (result: 'resolve' | 'reject'): ScriptLoaderPort & { urls: string[] } => {
    const urls: string[] = [];
    return {
      urls,
      load: (url) => {
        urls.push(url);
        return result === 'resolve' ? Promise.resolve() : Promise.reject(new Error('Failed to load script'));
      },
    };
  };

  it('builds the script URL with key, version, libraries, language, region and channel', () => {
    const url = new URL(
      mapsScriptUrl({
        key: 'k',
        libraries: ['places', 'marker'],
        language: 'ar',
        region: 'AE',
        channel: '7',
      }),
    );
    expect(Object.fromEntries(url.searchParams)).toEqual({
      key: 'k',
      v: 'weekly',
      loading: 'async',
      libraries: 'places,marker',
      language: 'ar',
      region: 'AE',
      channel: '7',
    });
    expect(new URL(mapsScriptUrl({ key: 'k' })).searchParams.has('region')).toBe(false);
  });

  it('loads once: loading then loaded', async () => {
    const port = loader('resolve');
    const store = new MapsLoaderStore(testAppConfig, port);
    const first = store.load('en');
    expect(store.state).toBe('loading');
    await Promise.all([first, store.load('en')]);
    expect(store.state).toBe('loaded');
    expect(port.urls).toHaveLength(1);
    expect(port.urls[0]).toContain('language=en');
  });

  it('fails when the script fails, or when no loader is bound; an auth failure wins', async () => {
    const failing = new MapsLoaderStore(testAppConfig, loader('reject'));
    await failing.load('en');
    expect(failing.state).toBe('failed');
    const unbound = new MapsLoaderStore(testAppConfig, new RenderScriptLoader());
    await unbound.load('en');
    expect(unbound.state).toBe('failed');
    const refused = new MapsLoaderStore(testAppConfig, loader('resolve'));
    const pending = refused.load('en');
    refused.authFailed();
    await pending;
    expect(refused.state).toBe('auth-failure');
    const rejected = new MapsLoaderStore(testAppConfig, loader('reject'));
    const pendingRejected = rejected.load('en');
    rejected.authFailed();
    await pendingRejected;
    expect(rejected.state).toBe('auth-failure');
  });

  it('LoadedMap shows the failure panel with no loader bound, and relays gm_authFailure', async () => {
    const { injector } = renderWidget(<LoadedMap label="Map" />);
    expect(injector.get(AppConfig)).toBe(testAppConfig);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The Google Maps JavaScript API could not load.',
    );
    act(() => window.gm_authFailure?.());
    expect(screen.getByRole('heading', { name: 'Error: AuthFailure' })).toBeInTheDocument();
  });
});
