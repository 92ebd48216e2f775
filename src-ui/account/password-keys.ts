import type { PasswordErrorCode } from '../../src-domain/password/password.errors';

/** The i18n key of a password validation failure: 'PASSWORD.TOO_SHORT' → 'password.errors.TOO_SHORT'. */
export function passwordErrorKey(code: PasswordErrorCode): string {
  return `password.errors.${code.slice('PASSWORD.'.length)}`;
}
