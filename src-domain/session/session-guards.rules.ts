import { Routes } from '../navigation/routes.model';
import { safeRedirectTarget, type SafeRedirectOptions } from '../navigation/safe-redirect.rules';
import { appendQuery } from './logout.rules';

/** The session-timeout toast (spec 000 §4, §9). */
export const SESSION_TIMEOUT_TOAST = {
  kind: 'danger',
  message: 'Your session has timed out, please login.',
  durationMs: 5000,
} as const;

/**
 * On window focus (spec 000 §4): with no token, go to /user/logout with the current page as `ref`
 * and show the timeout toast; with a token, `undefined` (nothing to do).
 */
export function focusCheck(
  hasToken: boolean,
  currentPath: string,
): { readonly redirect: string; readonly toast: typeof SESSION_TIMEOUT_TOAST } | undefined {
  if (hasToken) return undefined;
  return { redirect: appendQuery(Routes.logout, 'ref', currentPath), toast: SESSION_TIMEOUT_TOAST };
}

/**
 * Paths that only pass a `ref` on: the root (logout's default target), /dashboard (where the root
 * sends its query on) and the login and logout pages.
 */
const REF_CARRIERS: ReadonlySet<string> = new Set(['/', Routes.dashboard, Routes.login, Routes.logout]);

/**
 * The `ref` a signed-out visitor is sent to the login page with: the page they asked for, or,
 * when that page only carries a `ref` on (REF_CARRIERS: after a session timeout, logout sends
 * to /?ref=…, which goes on to /dashboard?ref=…), that inner `ref`, so refs never nest (`?ref=/?ref=/dashboard`).
 */
export function loginRef(location: {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}): string {
  const inner = new URLSearchParams(location.search).get('ref');
  if (inner !== null && inner !== '' && REF_CARRIERS.has(location.pathname)) return inner;
  return `${location.pathname}${location.search}${location.hash}`;
}

/**
 * Where /user/login sends an already signed-in user (spec 000 §2): the `ref` parameter when
 * safe, otherwise /dashboard.
 */
export function loggedInLoginRedirect(ref: string | undefined, safety: SafeRedirectOptions): string {
  return safeRedirectTarget(ref, { ...safety, fallback: Routes.dashboard });
}

/** What to do when loading the user info fails (spec 000 §8). */
export type UserInfoFailureAction =
  | { readonly kind: 'sign-out'; readonly loginPath: string }
  | { readonly kind: 'ignore' }
  | { readonly kind: 'fail' };

/**
 * 401, or 403 with code USER_NOT_MAPPED: sign out and go to the login page with `error_code`;
 * 400: ignored; anything else: a failure for the caller to surface.
 */
export function userInfoFailureAction(status: number, code: string | undefined): UserInfoFailureAction {
  if (status === 401 || (status === 403 && code === 'USER_NOT_MAPPED')) {
    return { kind: 'sign-out', loginPath: appendQuery(Routes.login, 'error_code', code ?? 'UNAUTHORIZED') };
  }
  return status === 400 ? { kind: 'ignore' } : { kind: 'fail' };
}
