import { mustSetUpMfa } from '../../../src-domain/account/mfa.rules';

describe('mustSetUpMfa', () => {
  it('sends the user to set-up only when a second factor is required and none is saved', () => {
    expect(mustSetUpMfa({ required: true, setUp: false })).toBe(true);
    expect(mustSetUpMfa({ required: true, setUp: true })).toBe(false);
    expect(mustSetUpMfa({ required: false, setUp: false })).toBe(false);
  });

  it('lets the user go on when the status could not be read', () => {
    expect(mustSetUpMfa(undefined)).toBe(false);
  });
});
