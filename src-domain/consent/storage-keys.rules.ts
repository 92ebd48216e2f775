import { USER_LOCATION_KEPT_DAYS } from '../location/user-location.rules';
import type { ConsentCategory, ConsentState } from './consent.model';

/** Every client storage key carries this prefix (spec 000 §9, 001 §9). */
export const STORAGE_KEY_PREFIX = 'h_';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The registry of supported storage keys (spec 001 §3), by purpose. Necessary items are
 * always persisted; preferences items only with that consent; analytics and marketing hold none.
 */
export const StorageKey = {
  loginType: 'h_login_type',
  magicLinkToken: 'h_magic_link_token',
  enterpriseId: 'h_enterprise_id',
  enterpriseSlug: 'h_enterprise_slug',
  brandSlug: 'h_brand_slug',
  brandId: 'h_brand_id',
  brandName: 'h_brand_name',
  storagePolicy: 'h_storage_policy',
  storagePolicyBanner: 'h_storage_policy_banner',
  customWelcomePageShown: 'h_custom_welcome_page_shown',
  sharedState: 'h_shared_state',
  dashboardSelectedJobFilter: 'h_dashboard_selected_job_filter',
  userContext: 'h_user_context',
  loginTime: 'h_login_time',
  sidebarState: 'h_sidebar_state',
  brandTheme: 'h_brand_theme',
  clientId: 'h_client_id',
  hiringDashboardSelectedJobStatus: 'h_hiring_dashboard_selected_job_status',
  brandsListActiveTab: 'h_brands_list_active_tab',
  userLocation: 'h_user_location',
  /** A toast kept for the next page load (e.g. the session time-out shown across logout's reload). */
  flashToast: 'h_flash_toast',
  mapActiveUiView: 'h_map_active_ui_view',
  mapActiveView: 'h_map_active_view',
  mapActiveSorting: 'h_map_active_sorting',
  /** The job-ad provider login in progress (state, PKCE verifier, brand), in session storage. */
  jobAdsLogin: 'h_job_ads_login',
} as const;
export type StorageKey = (typeof StorageKey)[keyof typeof StorageKey];

const PREFERENCES_KEYS: ReadonlySet<string> = new Set<StorageKey>([
  StorageKey.mapActiveUiView,
  StorageKey.mapActiveView,
  StorageKey.mapActiveSorting,
]);
const ALL_KEYS: ReadonlySet<string> = new Set<string>(Object.values(StorageKey));

/** Expiry of particular keys in days (spec 001 §9): user location 7, consent banner flag 30. */
const EXPIRY_DAYS: Readonly<Partial<Record<StorageKey, number>>> = {
  [StorageKey.userLocation]: USER_LOCATION_KEPT_DAYS,
  [StorageKey.storagePolicyBanner]: 30,
};
/** Default lifetime of an item written as a cookie (spec 001 §9). */
export const COOKIE_DEFAULT_EXPIRY_DAYS = 30;

/** True when `key` is on the supported list. */
export function isStorageKey(key: string): key is StorageKey {
  return ALL_KEYS.has(key);
}

/** The consent category of a key, or `undefined` for an unsupported key. */
export function storageKeyCategory(key: string): ConsentCategory | undefined {
  if (!isStorageKey(key)) return undefined;
  return PREFERENCES_KEYS.has(key) ? 'preferences' : 'necessary';
}

/** The message logged when code uses a key outside the registry (spec 001 §5). */
export function unsupportedStorageKeyMessage(key: string): string {
  return `"${key}" is not a supported storage key`;
}

/** The outcome of `storageDecision`: persist, or keep in memory only and why. */
export type StorageDecision =
  | { readonly persist: true; readonly category: ConsentCategory }
  | { readonly persist: false; readonly reason: 'unsupported-key' | 'no-consent'; readonly message?: string };

/**
 * Whether a value under `key` may be written to persistent storage: only a supported key whose
 * category has consent. Otherwise the adapter keeps it in memory only (and logs `message` for
 * unknown keys). Never throws.
 */
export function storageDecision(key: string, consent: ConsentState): StorageDecision {
  const category = storageKeyCategory(key);
  if (category === undefined) {
    return { persist: false, reason: 'unsupported-key', message: unsupportedStorageKeyMessage(key) };
  }
  return consent[category] ? { persist: true, category } : { persist: false, reason: 'no-consent' };
}

/**
 * Lifetime of a stored item in milliseconds, or `undefined` when it does not expire.
 * Keys with their own rule use it; other items written as cookies expire after 30 days.
 */
export function storageExpiryMs(key: StorageKey, medium: 'local' | 'cookie' = 'local'): number | undefined {
  const days = EXPIRY_DAYS[key] ?? (medium === 'cookie' ? COOKIE_DEFAULT_EXPIRY_DAYS : undefined);
  return days === undefined ? undefined : days * DAY_MS;
}

/** True when an item stored at `storedAtMs` has expired at `nowMs` (both epoch ms). */
export function isStorageItemExpired(
  key: StorageKey,
  storedAtMs: number,
  nowMs: number,
  medium: 'local' | 'cookie' = 'local',
): boolean {
  const lifetime = storageExpiryMs(key, medium);
  return lifetime !== undefined && nowMs - storedAtMs >= lifetime;
}
