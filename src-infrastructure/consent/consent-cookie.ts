import type { ConsentState } from '../../src-domain/consent/consent.model';
import { NO_CONSENT } from '../../src-domain/consent/consent.rules';
import { StorageKey } from '../../src-domain/consent/storage-keys.rules';

/** The banner's cookie: the consent given and, by existing, the 30-day "banner seen" flag. */
export const CONSENT_COOKIE = StorageKey.storagePolicyBanner;

/** The consent state of the banner's categories (unknown names ignored, necessary always on). */
export function consentFromCategories(categories: readonly string[]): ConsentState {
  return {
    ...NO_CONSENT,
    preferences: categories.includes('preferences'),
    analytics: categories.includes('analytics'),
    marketing: categories.includes('marketing'),
  };
}

/**
 * The consent recorded in the banner's cookie, read without loading the library (storage
 * decisions are right from the first line of the page); NO_CONSENT when absent or unreadable.
 */
export function consentFromCookie(cookieHeader: string): ConsentState {
  const pair = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${CONSENT_COOKIE}=`));
  if (!pair) return NO_CONSENT;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(pair.slice(CONSENT_COOKIE.length + 1)));
    const categories = (parsed as { categories?: unknown }).categories;
    return Array.isArray(categories)
      ? consentFromCategories(categories.filter((name): name is string => typeof name === 'string'))
      : NO_CONSENT;
  } catch {
    return NO_CONSENT;
  }
}
