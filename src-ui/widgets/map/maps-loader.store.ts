import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AppConfig } from '../../../src-domain/configuration/app-config.model';
import { ScriptLoaderPort } from '../../../src-domain/scripts/script-loader.port';
import { mapsScriptUrl } from './maps-url';

/** Maps service loading states (spec 001 §4). */
export type MapsLoadState = 'not-loaded' | 'loading' | 'loaded' | 'failed' | 'auth-failure';

/**
 * Loads the maps script once per page through the ScriptLoaderPort and keeps its state; a
 * script that fails to load (or cannot load, while the server renders) ends in 'failed'. An authentication failure reported by
 * the service (the view relays `gm_authFailure`) wins over every other state.
 */
@injectable()
export class MapsLoaderStore {
  state: MapsLoadState = 'not-loaded';

  constructor(
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(ScriptLoaderPort) private readonly loader: ScriptLoaderPort,
  ) {
    makeAutoObservable<MapsLoaderStore, 'config' | 'loader'>(this, { config: false, loader: false });
  }

  /** Starts loading in `language` unless loading has started already; never rejects. */
  async load(language: string): Promise<void> {
    if (this.state !== 'not-loaded') return;
    this.state = 'loading';
    try {
      // Needed for the page to work, so it is not held back by the consent categories.
      await this.loader.load(mapsScriptUrl({ key: this.config.mapsApiKey, language }), 'necessary');
      runInAction(() => {
        if (this.state === 'loading') this.state = 'loaded';
      });
    } catch {
      runInAction(() => {
        if (this.state === 'loading') this.state = 'failed';
      });
    }
  }

  /** The maps service refused the API key. */
  authFailed(): void {
    this.state = 'auth-failure';
  }
}
