import fc from 'fast-check';
import {
  evaluatePassword,
  PASSWORD_METER,
  type PasswordStrength,
} from '../../../src-domain/password/password.rules';

describe('evaluatePassword (spec 000 §4, §5, §9)', () => {
  it.each<[string, PasswordStrength, number, boolean]>([
    ['', 'empty', 0, false],
    ['Ab1!', 'short', 20, false],
    [' Abcdef1!', 'invalid', 0, false],
    ['Abcdef1! ', 'invalid', 0, false],
    ['abcdefgh', 'weak', 45, false],
    ['abcdefg1', 'weak', 45, false],
    ['Abcdefg1', 'good', 80, true],
    ['abcdefg1!', 'good', 80, true],
    ['Abcdef1!', 'strong', 100, true],
  ])('%j is %s (meter %i, pass %s)', (password, strength, meter, pass) => {
    expect(evaluatePassword(password)).toMatchObject({ strength, meter, pass });
  });

  it('reports the four character classes', () => {
    expect(evaluatePassword('Ab1!')).toMatchObject({
      hasUpperCase: true,
      hasLowerCase: true,
      hasNumbers: true,
      hasSpecialChars: true,
      characterClasses: 4,
    });
    expect(evaluatePassword('ÉCOLE-été')).toMatchObject({
      hasUpperCase: true,
      hasLowerCase: true,
      hasSpecialChars: true,
      hasNumbers: false,
    });
  });

  it('a password equal to the email is weak', () => {
    expect(evaluatePassword('Chef@Brigade1.com', ' chef@brigade1.com ')).toMatchObject({
      strength: 'weak',
      sameAsEmail: true,
    });
    expect(evaluatePassword('Chef@Brigade1.com', '')).toMatchObject({
      strength: 'strong',
      sameAsEmail: false,
    });
  });

  it('the meter follows the spec values', () => {
    expect(PASSWORD_METER).toEqual({ empty: 0, short: 20, weak: 45, good: 80, strong: 100, invalid: 0 });
  });

  it('law: adding a character of a new class never lowers strength', () => {
    const rank: Record<PasswordStrength, number> = {
      empty: 0,
      invalid: 0,
      short: 1,
      weak: 2,
      good: 3,
      strong: 4,
    };
    const classes = [
      fc.constantFrom(...'ABCXYZÉ'),
      fc.constantFrom(...'abcxyzé'),
      fc.constantFrom(...'0123456789'),
      fc.constantFrom(...'!@#$%^&*-_.'),
    ];
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), fc.oneof(...classes), fc.nat(20), (password, added, at) => {
        const position = Math.min(at, password.length);
        // insert inside the password, never creating a new leading/trailing space problem
        const longer = password.slice(0, position) + added + password.slice(position);
        const before = evaluatePassword(password);
        const after = evaluatePassword(longer);
        if (before.strength === 'invalid') return true;
        return rank[after.strength] >= rank[before.strength];
      }),
    );
  });
});
