import { consentFromChoice, NO_CONSENT } from '../../../src-domain/consent/consent.rules';
import {
  isStorageItemExpired,
  isStorageKey,
  STORAGE_KEY_PREFIX,
  StorageKey,
  storageDecision,
  storageExpiryMs,
  storageKeyCategory,
} from '../../../src-domain/consent/storage-keys.rules';

const DAY = 86_400_000;

describe('storage-key registry (spec 001 §3, §5, §9)', () => {
  it('every key carries the h_ prefix', () => {
    expect(STORAGE_KEY_PREFIX).toBe('h_');
    for (const key of Object.values(StorageKey)) expect(key.startsWith('h_')).toBe(true);
    // The 23 keys of spec 001 §3, plus h_flash_toast (a toast carried across a full page load)
    // and h_job_ads_login (the job-ad provider login in progress, in session storage).
    expect(Object.values(StorageKey)).toHaveLength(25);
  });
  it('necessary vs preferences keys', () => {
    expect(storageKeyCategory(StorageKey.userLocation)).toBe('necessary');
    expect(storageKeyCategory(StorageKey.customWelcomePageShown)).toBe('necessary');
    expect(storageKeyCategory(StorageKey.mapActiveSorting)).toBe('preferences');
    expect(storageKeyCategory('h_unknown')).toBeUndefined();
    expect(isStorageKey('h_brand_id')).toBe(true);
  });
  it('rejects unknown keys and keeps values without consent in memory only', () => {
    expect(storageDecision('tracking_id', NO_CONSENT)).toEqual({
      persist: false,
      reason: 'unsupported-key',
      message: '"tracking_id" is not a supported storage key',
    });
    expect(storageDecision(StorageKey.mapActiveView, NO_CONSENT)).toEqual({
      persist: false,
      reason: 'no-consent',
    });
    expect(storageDecision(StorageKey.mapActiveView, consentFromChoice({ kind: 'allow-all' }))).toEqual({
      persist: true,
      category: 'preferences',
    });
    expect(storageDecision(StorageKey.brandId, NO_CONSENT)).toEqual({ persist: true, category: 'necessary' });
  });
  it('expiry: user location 7 days, banner flag 30 days, cookie items 30 days', () => {
    expect(storageExpiryMs(StorageKey.userLocation)).toBe(7 * DAY);
    expect(storageExpiryMs(StorageKey.storagePolicyBanner)).toBe(30 * DAY);
    expect(storageExpiryMs(StorageKey.brandSlug, 'cookie')).toBe(30 * DAY);
    expect(storageExpiryMs(StorageKey.brandSlug)).toBeUndefined();
    expect(isStorageItemExpired(StorageKey.userLocation, 0, 7 * DAY)).toBe(true);
    expect(isStorageItemExpired(StorageKey.userLocation, 0, 7 * DAY - 1)).toBe(false);
    expect(isStorageItemExpired(StorageKey.brandSlug, 0, 365 * DAY)).toBe(false);
    expect(isStorageItemExpired(StorageKey.brandSlug, 0, 30 * DAY, 'cookie')).toBe(true);
  });
});
