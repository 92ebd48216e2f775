import type { ConsentState } from '../../src-domain/consent/consent.model';
import { NO_CONSENT } from '../../src-domain/consent/consent.rules';
import { StorageKey } from '../../src-domain/consent/storage-keys.rules';
import { cookieValue } from '../storage/cookie-header';

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

/** The categories stored in the banner's cookie; undefined when it is absent or unreadable. */
function storedCategories(cookieHeader: string): string[] | undefined {
  const value = cookieValue(cookieHeader, CONSENT_COOKIE);
  if (value === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    const categories = (parsed as { categories?: unknown } | null)?.categories;
    return Array.isArray(categories)
      ? categories.filter((name): name is string => typeof name === 'string')
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The consent recorded in the banner's cookie, read without loading the library (storage
 * decisions are right from the first line of the page); NO_CONSENT when absent or unreadable.
 */
export function consentFromCookie(cookieHeader: string): ConsentState {
  const categories = storedCategories(cookieHeader);
  return categories ? consentFromCategories(categories) : NO_CONSENT;
}

/**
 * Whether the Cookie header holds the banner's cookie with a readable choice (the server then
 * renders no banner; the browser drops the cookie when its 30 days are over).
 */
export function hasConsentChoice(cookieHeader: string): boolean {
  return storedCategories(cookieHeader) !== undefined;
}
