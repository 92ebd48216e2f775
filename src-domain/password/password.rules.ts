/** Minimum password length (spec 000 §9). */
export const PASSWORD_MIN_LENGTH = 8;

/** Strength states (spec 000 §4). */
export type PasswordStrength = 'empty' | 'short' | 'weak' | 'good' | 'strong' | 'invalid';
/** Meter fill in percent per state (spec 000 §4, §9). */
export type PasswordMeter = 0 | 20 | 45 | 80 | 100;

/** The meter fill of each state. */
export const PASSWORD_METER: Readonly<Record<PasswordStrength, PasswordMeter>> = {
  empty: 0,
  short: 20,
  weak: 45,
  good: 80,
  strong: 100,
  invalid: 0,
};

/** The evaluation the password field and the server share (spec 000 §3 "Password strength result"). */
export interface PasswordEvaluation {
  readonly strength: PasswordStrength;
  /** True for good and strong: the password may be submitted. */
  readonly pass: boolean;
  readonly meter: PasswordMeter;
  readonly hasUpperCase: boolean;
  readonly hasLowerCase: boolean;
  readonly hasSpecialChars: boolean;
  readonly hasNumbers: boolean;
  /** How many of the four character classes appear (0–4). */
  readonly characterClasses: number;
  /** True when the password equals the email (case-insensitive, trimmed). */
  readonly sameAsEmail: boolean;
}

/** Character classes: Unicode-aware letters, ASCII digits, anything else is special. */
const UPPER = /\p{Lu}/u;
const LOWER = /\p{Ll}/u;
const NUMBER = /\d/;
const SPECIAL = /[^\p{L}\p{N}]/u;

/**
 * Evaluates a password (spec 000 §4, §5): empty; invalid with a leading or trailing space;
 * short under 8 characters; then by character classes (lower, upper, number, special):
 * 4 → strong, 3 → good, fewer → weak; a password equal to the email is weak. Never throws.
 */
export function evaluatePassword(password: string, email?: string): PasswordEvaluation {
  const hasUpperCase = UPPER.test(password);
  const hasLowerCase = LOWER.test(password);
  const hasNumbers = NUMBER.test(password);
  const hasSpecialChars = SPECIAL.test(password);
  const characterClasses = [hasUpperCase, hasLowerCase, hasNumbers, hasSpecialChars].filter(Boolean).length;
  const trimmedEmail = email?.trim().toLowerCase();
  const sameAsEmail =
    trimmedEmail !== undefined && trimmedEmail !== '' && password.trim().toLowerCase() === trimmedEmail;
  const strength = strengthOf(password, characterClasses, sameAsEmail);
  return {
    strength,
    pass: strength === 'good' || strength === 'strong',
    meter: PASSWORD_METER[strength],
    hasUpperCase,
    hasLowerCase,
    hasSpecialChars,
    hasNumbers,
    characterClasses,
    sameAsEmail,
  };
}

function strengthOf(password: string, characterClasses: number, sameAsEmail: boolean): PasswordStrength {
  if (password === '') return 'empty';
  if (password.trim() !== password) return 'invalid';
  if ([...password].length < PASSWORD_MIN_LENGTH) return 'short';
  if (sameAsEmail || characterClasses < 3) return 'weak';
  return characterClasses === 4 ? 'strong' : 'good';
}
