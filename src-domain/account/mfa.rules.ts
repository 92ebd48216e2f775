import type { MfaStatus } from './account-api.port';

/**
 * The one multi-factor decision (spec 000 §4): the user must go to /user/setup-mfa when the
 * account requires a second factor and none is saved. An unreadable status (`undefined`)
 * lets the user go on: the check is repeated on the signed-in page.
 */
export function mustSetUpMfa(status: MfaStatus | undefined): boolean {
  return status !== undefined && status.required && !status.setUp;
}
