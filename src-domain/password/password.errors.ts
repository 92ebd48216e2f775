/** Codes of password validation failures. */
export type PasswordErrorCode =
  | 'PASSWORD.REQUIRED'
  | 'PASSWORD.INVALID_SPACES'
  | 'PASSWORD.TOO_SHORT'
  | 'PASSWORD.WEAK'
  | 'PASSWORD.SAME_AS_EMAIL'
  | 'PASSWORD.MISMATCH';

/** English messages (spec 000 §5); the UI translates by `password.errors.<code suffix>`. */
export const PASSWORD_MESSAGES: Readonly<Record<PasswordErrorCode, string>> = {
  'PASSWORD.REQUIRED': 'Password is required.',
  'PASSWORD.INVALID_SPACES': 'Invalid password, spaces are not allowed in the beginning/end.',
  'PASSWORD.TOO_SHORT': 'Short passwords are easy to guess, try one with at least 8 characters',
  'PASSWORD.WEAK': 'Weak passwords are easy to guess',
  'PASSWORD.SAME_AS_EMAIL': 'Weak passwords are easy to guess',
  'PASSWORD.MISMATCH': 'Passwords do not match.',
};

/** Guidance shown under the field (spec 000 §5). */
export const PASSWORD_GUIDANCE: readonly string[] = [
  'At least 8 characters',
  'At least 3 of the following: lower case letters, upper case letters, numbers, special characters',
  'Not the same as your email',
];

/** A validation failure, returned (never thrown). */
export interface PasswordError {
  readonly code: PasswordErrorCode;
  readonly message: string;
}

/** The failure value for a code, with its English message. */
export function passwordError(code: PasswordErrorCode): PasswordError {
  return { code, message: PASSWORD_MESSAGES[code] };
}
