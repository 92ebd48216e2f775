import { passwordError, type PasswordError } from './password.errors';
import { evaluatePassword } from './password.rules';

/**
 * Validates a new password for submission: `undefined` when it may be sent, otherwise the
 * first failure (required, spaces, short, same as email, weak). Never throws.
 */
export function validatePassword(password: string, email?: string): PasswordError | undefined {
  const evaluation = evaluatePassword(password, email);
  switch (evaluation.strength) {
    case 'empty':
      return passwordError('PASSWORD.REQUIRED');
    case 'invalid':
      return passwordError('PASSWORD.INVALID_SPACES');
    case 'short':
      return passwordError('PASSWORD.TOO_SHORT');
    case 'weak':
      return passwordError(evaluation.sameAsEmail ? 'PASSWORD.SAME_AS_EMAIL' : 'PASSWORD.WEAK');
    default:
      return undefined;
  }
}

/**
 * Validates a reset (spec 000 §5: code, new_password, confirm_new_password): the new password
 * as above, then the confirmation must be identical. `undefined` when valid.
 */
export function validateNewPassword(
  newPassword: string,
  confirmPassword: string,
  email?: string,
): PasswordError | undefined {
  return (
    validatePassword(newPassword, email) ??
    (newPassword === confirmPassword ? undefined : passwordError('PASSWORD.MISMATCH'))
  );
}
