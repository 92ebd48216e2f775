import { acceptUsernameSuggestion, usernameStatus } from '../../../src-domain/registration/username.rules';

describe('username uniqueness (spec 000 §5)', () => {
  it("says 'Username already used' with the suggested alternative", () => {
    const taken = usernameStatus({ available: false, suggestion: ' chef.ann2 ' });
    expect(taken).toEqual({ kind: 'taken', message: 'Username already used', suggestion: 'chef.ann2' });
    expect(acceptUsernameSuggestion('chef.ann', taken)).toBe('chef.ann2');
  });
  it('keeps what the user typed when there is no suggestion', () => {
    const taken = usernameStatus({ available: false, suggestion: null });
    expect(taken).toEqual({ kind: 'taken', message: 'Username already used' });
    expect(acceptUsernameSuggestion('chef.ann', taken)).toBe('chef.ann');
    expect(usernameStatus({ available: true })).toEqual({ kind: 'available' });
    expect(acceptUsernameSuggestion('chef.ann', { kind: 'available' })).toBe('chef.ann');
  });
});
