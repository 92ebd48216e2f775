import { validatePassword } from '../../src-domain/index';

const MAX_LENGTH = 256;

/**
 * The user pool's password policy is the domain's rule (spec 000 §5: at least 8 characters,
 * no space at either end, good or strong — 3 of 4 kinds — and not the e-mail), plus Cognito's
 * 256-character cap. Returns the reason in Cognito's wording, or undefined when acceptable.
 */
export function passwordPolicyViolation(password: string, email?: string): string | undefined {
  if (password.length > MAX_LENGTH) return 'Password did not conform with policy: Password is too long';
  const error = validatePassword(password, email);
  return error && `Password did not conform with policy: ${error.message}`;
}
