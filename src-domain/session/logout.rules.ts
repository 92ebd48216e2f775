import { StorageKey } from '../consent/storage-keys.rules';
import { Routes } from '../navigation/routes.model';
import { safeRedirectTarget, type SafeRedirectOptions } from '../navigation/safe-redirect.rules';

/** What logout clears after the server logout and sign-out (spec 000 §4). */
export interface LogoutCleanup {
  /** Cookies to remove: enterprise id and slug, brand slug, id and name. */
  readonly cookies: readonly StorageKey[];
  /** Local storage keys to remove: the context, the session's login time and the page map (ours). */
  readonly storageKeys: readonly StorageKey[];
  readonly clearSessionStorage: true;
  readonly clearCaches: true;
  readonly clearContext: true;
}

export const LOGOUT_CLEANUP: LogoutCleanup = {
  cookies: [
    StorageKey.enterpriseId,
    StorageKey.enterpriseSlug,
    StorageKey.brandSlug,
    StorageKey.brandId,
    StorageKey.brandName,
  ],
  storageKeys: [StorageKey.userContext, StorageKey.loginTime, StorageKey.sharedState],
  clearSessionStorage: true,
  clearCaches: true,
  clearContext: true,
};

/** Authentication entries cleared before a new login (spec 000 §4 "locally stored authentication entries"). */
export const LOGIN_CLEANUP_KEYS: readonly StorageKey[] = [
  StorageKey.loginType,
  StorageKey.magicLinkToken,
  StorageKey.loginTime,
  StorageKey.userContext,
];

/** The query parameters of /user/logout, already URL-decoded. */
export interface LogoutParameters {
  readonly ref?: string;
  readonly brand?: string;
  readonly redirectAfterLogout?: string;
}

/** Appends `name=value` (value encoded) with '?' or '&' as the target needs. */
export function appendQuery(target: string, name: string, value: string): string {
  const hashIndex = target.indexOf('#');
  const base = hashIndex === -1 ? target : target.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : target.slice(hashIndex);
  return `${base}${base.includes('?') ? '&' : '?'}${name}=${encodeURIComponent(value)}${hash}`;
}

/**
 * Where /user/logout sends the user (spec 000 §2): a shadow user to the corporate host's
 * /user/logout; anybody else to `redirectAfterLogout` (made safe, default '/') with `brand` and
 * `ref` carried as query parameters. Never throws.
 */
export function logoutTarget(
  input: {
    readonly isShadowUser: boolean;
    readonly corporateOrigin: string;
    readonly parameters: LogoutParameters;
  },
  safety: SafeRedirectOptions,
): string {
  if (input.isShadowUser) return `${input.corporateOrigin.replace(/\/+$/, '')}${Routes.logout}`;
  let target = safeRedirectTarget(input.parameters.redirectAfterLogout, { ...safety, fallback: '/' });
  if (input.parameters.brand) target = appendQuery(target, 'brand', input.parameters.brand);
  if (input.parameters.ref) target = appendQuery(target, 'ref', input.parameters.ref);
  return target;
}

/**
 * /user/shadow-logout (spec 000 §2): everybody goes to the corporate host's /user/login; only a
 * shadow user is signed out first.
 */
export function shadowLogoutPlan(
  isShadowUser: boolean,
  corporateOrigin: string,
): { signOut: boolean; target: string } {
  return { signOut: isShadowUser, target: `${corporateOrigin.replace(/\/+$/, '')}${Routes.login}` };
}
