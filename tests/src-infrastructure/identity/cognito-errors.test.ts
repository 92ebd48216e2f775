import { failedSignIn, loginCodeOf } from '../../../src-infrastructure/identity/cognito-errors';

describe('loginCodeOf', () => {
  it('reads an unconfirmed account as USER_NOT_CONFIRMED, shown as the spec’s unverified text', () => {
    const code = loginCodeOf({ code: 'UserNotConfirmedException', message: 'User is not confirmed.' });
    expect(code).toBe('USER_NOT_CONFIRMED');
    expect(failedSignIn(code)).toEqual({
      kind: 'failed',
      code: 'USER_NOT_CONFIRMED',
      message: 'Account is unverified.',
    });
  });
});
