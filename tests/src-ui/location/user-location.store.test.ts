import { StorageKey } from '../../../src-domain/consent/storage-keys.rules';
import { serializeUserLocation } from '../../../src-domain/location/user-location.rules';
import { UserLocationStore } from '../../../src-ui/location/user-location.store';
import { FakeClock } from '../../fakes/clock.fake';
import { FakeGeolocation } from '../../fakes/geolocation.fake';
import { FakeKeyValueStorage } from '../../fakes/key-value-storage.fake';
import { FakeUserLocationApi } from '../../fakes/user-location-api.fake';

function setUp() {
  const clock = new FakeClock();
  const api = new FakeUserLocationApi(() => clock.now());
  const geolocation = new FakeGeolocation();
  const storage = new FakeKeyValueStorage();
  const store = new UserLocationStore(api, geolocation, storage, clock);
  return { clock, api, geolocation, storage, store };
}

describe('UserLocationStore', () => {
  it('shows the workplace’s location and keeps it under h_user_location for its user', async () => {
    const { store, storage } = setUp();
    await store.load('user-1');
    expect(store.read).toEqual({
      status: 'ready',
      location: { source: 'brand', coordinates: { latitude: 45.52, longitude: -122.68 } },
    });
    expect(JSON.parse(storage.get(StorageKey.userLocation)!)).toMatchObject({ userId: 'user-1' });
  });

  it('asks for no position and saves nothing until the consent box is ticked', async () => {
    const { store, api, geolocation } = setUp();
    await store.load('user-1');
    await store.share();
    expect(store.problem).toBe('consentRequired');
    expect(geolocation.requests).toBe(0);
    expect(api.calls).toEqual(['current']);

    store.setConsent(true);
    expect(store.problem).toBeUndefined();
    await store.share();
    expect(geolocation.requests).toBe(1);
    expect(store.notice).toBe('shared');
    expect(store.consentGiven).toBe(false);
    expect(store.read).toMatchObject({
      status: 'ready',
      location: { source: 'user', coordinates: { latitude: 48.8566, longitude: 2.3522 } },
    });
  });

  it('withdraws: the server and this browser forget the user’s location', async () => {
    const { store, api, storage } = setUp();
    await store.load('user-1');
    store.setConsent(true);
    await store.share();
    expect(storage.get(StorageKey.userLocation)).toContain('"source":"user"');

    await store.forget();
    expect(api.shared).toBeUndefined();
    expect(store.notice).toBe('forgotten');
    expect(store.read).toMatchObject({ status: 'ready', location: { source: 'brand' } });
    expect(storage.get(StorageKey.userLocation)).not.toContain('"source":"user"');
  });

  it('words a refused or missing position and shares nothing', async () => {
    const { store, api, geolocation } = setUp();
    await store.load('user-1');
    store.setConsent(true);
    geolocation.failure = 'GEOLOCATION.DENIED';
    await store.share();
    expect(store.problem).toBe('denied');
    geolocation.failure = 'GEOLOCATION.UNAVAILABLE';
    await store.share();
    expect(store.problem).toBe('unavailable');
    expect(api.shared).toBeUndefined();
    expect(store.busy).toBeUndefined();
  });

  it('shows the stored location at once and keeps it when the server cannot be read', async () => {
    const { store, api, storage } = setUp();
    const mine = { source: 'brand', coordinates: { latitude: 1, longitude: 2 } } as const;
    storage.set(StorageKey.userLocation, serializeUserLocation(mine, 'user-1'));
    api.failNext.current = { status: 503, code: 'UNAVAILABLE' };
    await store.load('user-1');
    expect(store.read).toEqual({ status: 'ready', location: mine });

    // Another user's stored location is never shown: a failed read is a failure panel.
    api.failNext.current = { status: 503, code: 'UNAVAILABLE' };
    await store.load('user-2');
    expect(store.read).toEqual({ status: 'failed' });
  });
});
