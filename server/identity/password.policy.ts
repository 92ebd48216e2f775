/**
 * The user pool's password policy (spec 000 §5): 8 to 256 characters, no space at either
 * end, and at least 3 of the 4 kinds (lower case, upper case, digit, other). Returns the
 * reason in Cognito's wording, or undefined when the password is acceptable.
 */
export function passwordPolicyViolation(password: string): string | undefined {
  if (password.length < 8) return 'Password did not conform with policy: Password not long enough';
  if (password.length > 256) return 'Password did not conform with policy: Password is too long';
  if (password.trim() !== password) {
    return 'Password did not conform with policy: Password must not begin or end with a space';
  }
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^a-zA-Z0-9]/].filter((kind) => kind.test(password)).length;
  if (kinds < 3) {
    return 'Password did not conform with policy: Password must have at least 3 of lower case, upper case, numbers and symbols';
  }
  return undefined;
}
