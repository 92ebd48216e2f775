import { inject, injectable } from 'inversify';
import { AppConfig } from '../../src-domain/configuration/app-config.model';
import type { Unsubscribe } from '../../src-domain/connectivity/connectivity.port';
import { TranslatorPort } from '../../src-domain/language/translator.port';
import type { MapsLoaderPort, MapsLoadState } from '../../src-domain/maps/maps-loader.port';
import { token } from '../../src-domain/shared/token';

/** The maps script's parameters besides the key and the language (spec 001 §7). */
export interface MapsOptions {
  readonly version: string;
  readonly libraries: readonly string[];
  readonly region?: string;
  readonly channel?: string;
}
export const MapsOptions = token<MapsOptions>('infrastructure.maps-options');
export const DEFAULT_MAPS_OPTIONS: MapsOptions = { version: 'weekly', libraries: ['places', 'marker'] };

/** The spec's text for a failed load (spec 001 §8; also the library's own wording). */
export const MAPS_LOAD_FAILED = 'The Google Maps JavaScript API could not load.';

declare global {
  interface Window {
    /** Called by the maps script when it refuses the API key. */
    gm_authFailure?: () => void;
  }
}

/**
 * MapsLoaderPort over @googlemaps/js-api-loader 2 (`setOptions` + `importLibrary('maps')`, loaded
 * on first use with key, version, libraries, language, region and channel). The loading outcome
 * and `window.gm_authFailure` become states a map component observes: loading, loaded, failed,
 * auth-failure (which wins over the others).
 */
@injectable()
export class GoogleMapsLoader implements MapsLoaderPort {
  private current: MapsLoadState = 'not-loaded';
  private loading: Promise<void> | undefined;
  private readonly listeners = new Set<(state: MapsLoadState) => void>();

  constructor(
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(TranslatorPort) private readonly translator: TranslatorPort,
    @inject(MapsOptions) private readonly options: MapsOptions,
  ) {}

  state(): MapsLoadState {
    return this.current;
  }

  onStateChange(listener: (state: MapsLoadState) => void): Unsubscribe {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  load(): Promise<void> {
    this.loading ??= this.run();
    return this.loading;
  }

  private async run(): Promise<void> {
    this.set('loading');
    const previous = window.gm_authFailure;
    window.gm_authFailure = () => {
      this.set('auth-failure');
      previous?.();
    };
    try {
      if (!this.config.mapsApiKey) throw new Error('No maps API key is configured');
      const loader = await import(/* webpackChunkName: "maps" */ '@googlemaps/js-api-loader');
      loader.setOptions({
        key: this.config.mapsApiKey,
        v: this.options.version,
        libraries: [...this.options.libraries],
        language: this.translator.language,
        region: this.options.region,
        channel: this.options.channel,
      });
      await loader.importLibrary('maps');
      if (this.current === 'loading') this.set('loaded');
    } catch (cause) {
      if (this.current === 'loading') this.set('failed');
      throw new Error(MAPS_LOAD_FAILED, { cause });
    }
  }

  private set(state: MapsLoadState): void {
    if (this.current === state) return;
    this.current = state;
    this.listeners.forEach((listener) => listener(state));
  }
}
