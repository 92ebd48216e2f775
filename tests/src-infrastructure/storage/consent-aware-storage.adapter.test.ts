import { NO_CONSENT } from '../../../src-domain/consent/consent.rules';
import { StorageKey, type StorageKey as Key } from '../../../src-domain/consent/storage-keys.rules';
import { ConsentAwareStorage } from '../../../src-infrastructure/storage/consent-aware-storage.adapter';
import { browserStorageAreas } from '../../../src-infrastructure/storage/web-storage-areas';
import { FakeConsent } from '../../fakes/consent.fake';
import { ALL_CONSENT } from '../support/consent-states';

const DAY = 24 * 60 * 60 * 1000;

describe('ConsentAwareStorage (jsdom localStorage)', () => {
  let now = Date.UTC(2026, 0, 1);
  const clock = { now: () => now };
  let error: jest.SpyInstance;

  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    now = Date.UTC(2026, 0, 1);
    error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => error.mockRestore());

  it('persists a necessary key under its h_ name with the value and no expiry', () => {
    const storage = new ConsentAwareStorage(new FakeConsent(), clock, browserStorageAreas);
    storage.set(StorageKey.sidebarState, 'open');
    expect(JSON.parse(localStorage.getItem('h_sidebar_state')!)).toEqual({ value: 'open' });
    expect(storage.get(StorageKey.sidebarState)).toBe('open');
  });

  it('keeps a preferences key in memory until that consent is given, then moves it to storage', () => {
    const consent = new FakeConsent();
    const storage = new ConsentAwareStorage(consent, clock, browserStorageAreas);
    storage.set(StorageKey.mapActiveView, 'list');
    expect(localStorage.getItem('h_map_active_view')).toBeNull();
    expect(storage.get(StorageKey.mapActiveView)).toBe('list');
    consent.choose({ ...NO_CONSENT, preferences: true });
    expect(JSON.parse(localStorage.getItem('h_map_active_view')!)).toEqual({ value: 'list' });
    expect(storage.get(StorageKey.mapActiveView)).toBe('list');
  });

  it('removes stored values of a withdrawn category (the page then reloads)', () => {
    const consent = new FakeConsent(ALL_CONSENT);
    const storage = new ConsentAwareStorage(consent, clock, browserStorageAreas);
    storage.set(StorageKey.mapActiveSorting, 'name');
    storage.set(StorageKey.brandId, '5');
    expect(consent.choose(NO_CONSENT).reload).toBe(true);
    expect(localStorage.getItem('h_map_active_sorting')).toBeNull();
    expect(localStorage.getItem('h_brand_id')).not.toBeNull();
  });

  it('keeps a key outside the registry in memory only and names it in console.error', () => {
    const storage = new ConsentAwareStorage(new FakeConsent(ALL_CONSENT), clock, browserStorageAreas);
    storage.set('h_unknown' as Key, 'x');
    expect(localStorage.length).toBe(0);
    expect(storage.get('h_unknown' as Key)).toBe('x');
    expect(error).toHaveBeenCalledWith('"h_unknown" is not a supported storage key');
  });

  it('expires the user location after 7 days', () => {
    const storage = new ConsentAwareStorage(new FakeConsent(), clock, browserStorageAreas);
    storage.set(StorageKey.userLocation, '51.5,-0.1');
    now += 7 * DAY - 1;
    expect(storage.get(StorageKey.userLocation)).toBe('51.5,-0.1');
    now += 1;
    expect(storage.get(StorageKey.userLocation)).toBeUndefined();
    expect(localStorage.getItem('h_user_location')).toBeNull();
  });

  it("honours the caller's expiry, in memory too", () => {
    const storage = new ConsentAwareStorage(new FakeConsent(), clock, browserStorageAreas);
    storage.set(StorageKey.mapActiveUiView, 'grid', 1000);
    now += 1000;
    expect(storage.get(StorageKey.mapActiveUiView)).toBeUndefined();
  });

  it('clears the session area and memory, and removes keys', () => {
    const storage = new ConsentAwareStorage(new FakeConsent(), clock, browserStorageAreas);
    sessionStorage.setItem('x', '1');
    storage.set(StorageKey.mapActiveView, 'list');
    storage.set(StorageKey.brandName, 'Harbor');
    storage.clearSession();
    expect(sessionStorage.length).toBe(0);
    expect(storage.get(StorageKey.mapActiveView)).toBeUndefined();
    storage.remove(StorageKey.brandName);
    expect(storage.get(StorageKey.brandName)).toBeUndefined();
  });

  it('ignores foreign text under a registry key', () => {
    localStorage.setItem('h_brand_slug', 'not json');
    const storage = new ConsentAwareStorage(new FakeConsent(), clock, browserStorageAreas);
    expect(storage.get(StorageKey.brandSlug)).toBeUndefined();
  });
});
