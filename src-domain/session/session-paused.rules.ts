import { Routes } from '../navigation/routes.model';

/** Text of the session-paused modal (spec 000 §4). */
export const SESSION_PAUSED = {
  title: 'Session paused',
  message: 'Your session has been paused because you switched to another account.',
  confirm: 'OK',
} as const;

/**
 * Whether the session is paused (spec 000 §4): the active account's username differs from the
 * username this page signed in with, or impersonation is active. A page that has not signed
 * in yet (`pageUsername` undefined) is never paused by a username change.
 */
export function isSessionPaused(input: {
  readonly pageUsername: string | undefined;
  readonly activeUsername: string | undefined;
  readonly impersonating: boolean;
}): boolean {
  if (input.impersonating) return true;
  return input.pageUsername !== undefined && input.activeUsername !== input.pageUsername;
}

/** Where OK on the session-paused modal leads: /dashboard, or /schedule when this app is not the main one. */
export function sessionPausedLanding(isMainApp: boolean): string {
  return isMainApp ? Routes.dashboard : Routes.schedule;
}
