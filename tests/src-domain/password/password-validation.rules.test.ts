import { PASSWORD_GUIDANCE } from '../../../src-domain/password/password.errors';
import {
  validateNewPassword,
  validatePassword,
} from '../../../src-domain/password/password-validation.rules';

describe('password validation messages (spec 000 §5)', () => {
  it('returns the spec messages as values', () => {
    expect(validatePassword('')).toEqual({ code: 'PASSWORD.REQUIRED', message: 'Password is required.' });
    expect(validatePassword(' Abcdef1!')?.message).toBe(
      'Invalid password, spaces are not allowed in the beginning/end.',
    );
    expect(validatePassword('Ab1!')?.message).toBe(
      'Short passwords are easy to guess, try one with at least 8 characters',
    );
    expect(validatePassword('abcdefgh')?.message).toBe('Weak passwords are easy to guess');
    expect(validatePassword('Chef@Brigade1.com', 'chef@brigade1.com')?.code).toBe('PASSWORD.SAME_AS_EMAIL');
    expect(validatePassword('Abcdefg1')).toBeUndefined();
    expect(validatePassword('Abcdef1!')).toBeUndefined();
  });

  it('checks the confirmation of a new password', () => {
    expect(validateNewPassword('Abcdef1!', 'Abcdef1!')).toBeUndefined();
    expect(validateNewPassword('Abcdef1!', 'Abcdef1?')?.code).toBe('PASSWORD.MISMATCH');
    expect(validateNewPassword('short', 'short')?.code).toBe('PASSWORD.TOO_SHORT');
  });

  it('guides towards 3 of 4 character types and not the email', () => {
    expect(PASSWORD_GUIDANCE.join(' ')).toMatch(/3 of the following/);
    expect(PASSWORD_GUIDANCE.join(' ')).toMatch(/email/);
  });
});
