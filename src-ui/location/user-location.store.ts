import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { StorageKey } from '../../src-domain/consent/storage-keys.rules';
import { GeolocationError, GeolocationPort } from '../../src-domain/location/geolocation.port';
import { UserLocationApiPort } from '../../src-domain/location/user-location-api.port';
import type { UserLocation } from '../../src-domain/location/user-location.model';
import {
  parseUserLocation,
  serializeUserLocation,
  USER_LOCATION_KEPT_MS,
} from '../../src-domain/location/user-location.rules';
import { KeyValueStoragePort } from '../../src-domain/storage/key-value-storage.port';
import { ClockPort } from '../../src-domain/time/clock.port';

/** The panel's data: loading (nothing known yet), the location, or a failed first read. */
export type LocationRead =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly location: UserLocation }
  | { readonly status: 'failed' };

/** Why sharing or withdrawing did not happen; each has a sentence in `location.problems`. */
export type LocationProblem = 'consentRequired' | 'denied' | 'unavailable' | 'unsupported' | 'failed';

/**
 * The profile page's location panel (issue #15): the location GET /v1/user_lat_long answers,
 * kept under h_user_location for 7 days (spec 000 §9) and shown from there at once, then read
 * again; sharing asks the device for a position only after the user ticked the consent box;
 * withdrawing forgets it on the server and here. Actions never reject.
 */
@injectable()
export class UserLocationStore {
  read: LocationRead = { status: 'loading' };
  consentGiven = false;
  busy: 'share' | 'forget' | undefined = undefined;
  problem: LocationProblem | undefined = undefined;
  /** The last completed action, announced politely. */
  notice: 'shared' | 'forgotten' | undefined = undefined;
  private userId: string | undefined = undefined;

  constructor(
    @inject(UserLocationApiPort) private readonly api: UserLocationApiPort,
    @inject(GeolocationPort) private readonly geolocation: GeolocationPort,
    @inject(KeyValueStoragePort) private readonly storage: KeyValueStoragePort,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    makeAutoObservable<UserLocationStore, 'api' | 'geolocation' | 'storage' | 'clock' | 'userId'>(this, {
      api: false,
      geolocation: false,
      storage: false,
      clock: false,
      userId: false,
    });
  }

  /** Shows the stored location of `userId` at once, then reads the server's. */
  async load(userId: string): Promise<void> {
    this.userId = userId;
    this.problem = undefined;
    this.notice = undefined;
    const stored = parseUserLocation(this.storage.get(StorageKey.userLocation), userId, this.clock.now());
    this.read = stored ? { status: 'ready', location: stored } : { status: 'loading' };
    try {
      const location = await this.api.current();
      runInAction(() => this.show(location));
    } catch {
      // A stored location stays on show; only an empty panel turns into the failure panel.
      runInAction(() => {
        if (this.read.status !== 'ready') this.read = { status: 'failed' };
      });
    }
  }

  setConsent(given: boolean): void {
    this.consentGiven = given;
    if (given && this.problem === 'consentRequired') this.problem = undefined;
  }

  /** Asks the device for its position and saves it, only with the consent box ticked. */
  async share(): Promise<void> {
    this.notice = undefined;
    if (!this.consentGiven) {
      this.problem = 'consentRequired';
      return;
    }
    this.busy = 'share';
    this.problem = undefined;
    try {
      const coordinates = await this.geolocation.currentPosition();
      const location = await this.api.share(coordinates, true);
      runInAction(() => {
        this.show(location);
        this.consentGiven = false;
        this.notice = 'shared';
      });
    } catch (error) {
      runInAction(() => (this.problem = problemOf(error)));
    } finally {
      runInAction(() => (this.busy = undefined));
    }
  }

  /** Withdraws the consent: the server and this browser forget the user's own location. */
  async forget(): Promise<void> {
    this.notice = undefined;
    this.busy = 'forget';
    this.problem = undefined;
    try {
      const location = await this.api.forget();
      runInAction(() => {
        this.storage.remove(StorageKey.userLocation);
        this.show(location);
        this.notice = 'forgotten';
      });
    } catch (error) {
      runInAction(() => (this.problem = problemOf(error)));
    } finally {
      runInAction(() => (this.busy = undefined));
    }
  }

  private show(location: UserLocation): void {
    this.read = { status: 'ready', location };
    if (this.userId === undefined) return;
    // A shared location is kept until its own expiry, never beyond the 7 days.
    const lifetime =
      location.source === 'user'
        ? Math.min(USER_LOCATION_KEPT_MS, Date.parse(location.expiresAt) - this.clock.now())
        : USER_LOCATION_KEPT_MS;
    if (lifetime > 0) {
      this.storage.set(StorageKey.userLocation, serializeUserLocation(location, this.userId), lifetime);
    }
  }
}

function problemOf(error: unknown): LocationProblem {
  if (error instanceof GeolocationError) {
    if (error.code === 'GEOLOCATION.DENIED') return 'denied';
    if (error.code === 'GEOLOCATION.UNSUPPORTED') return 'unsupported';
    return 'unavailable';
  }
  return 'failed';
}
