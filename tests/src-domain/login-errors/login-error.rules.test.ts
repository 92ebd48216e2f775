import { loginError, LOGIN_ERROR_MESSAGES } from '../../../src-domain/login-errors/login-error.rules';

describe('login error catalogue (spec 000 §8)', () => {
  it.each([
    ['INVALID_CREDENTIALS', 'Enter the correct email and password.'],
    ['INVALID_EMAIL_ADDRESS', 'Enter the correct email.'],
    ['EMAIL_ADDRESS_REQUIRED', 'Unable to log in/sign up. Email required.'],
    ['INVALID_PHONE_NUMBER', 'Enter the correct phone number.'],
    ['INVALID_API_KEY', 'Invalid Client Key.'],
    ['RESET_MAX_ATTEMPTS', 'You have reached the maximum number of password reset attempts.'],
    ['EXTERNAL_BRAND_NOT_MAPPED', "These locations aren't registered with your account."],
    ['NORMAL_SIGN_UP_NOT_ALLOWED', 'Unable to register, contact support.'],
    ['EXTERNAL_USER_NOT_MAPPED_EXCEPTION', "This username isn't registered."],
    ['DELETED_EXTERNAL_USER', 'Your account is deactivated.'],
    ['INVALID_RECAPTCHA_TOKEN', 'Something went wrong. Try again.'],
  ])('%s → %s', (code, message) => {
    expect(loginError(code)).toEqual({ key: `login.errors.${code}`, message });
  });

  it('writes full sentences where the spec paraphrases', () => {
    expect(loginError('USER_NOT_MAPPED').message).toMatch(
      /contact support to complete your account setup\.$/,
    );
    expect(loginError('USER_MISSING_REQUIRED_ATTRIBUTES').message).toMatch(/administrator\.$/);
    expect(loginError('SOME_OF_EXTERNAL_BRAND_ARE_NOT_MAPPED').message).toMatch(/administrator\.$/);
    expect(loginError('USER_ALREADY_MAPPED').message).toMatch(/log in with your registered account\.$/);
    expect(loginError('MSIS9619').message).toBe('You are not authorized to access this resource.');
    expect(loginError('EXTERNAL_USER').message).toMatch(/enterprise account provider\.$/);
    for (const message of Object.values(LOGIN_ERROR_MESSAGES)) expect(message).toMatch(/^[A-Z].*\.$/);
  });

  it('falls back for anything else, with a support contact', () => {
    expect(loginError('SOMETHING_NEW')).toEqual({
      key: 'login.errors.UNKNOWN',
      message:
        'Something went wrong, please try again later. If the problem persists, please contact support.',
    });
    expect(loginError('toString').key).toBe('login.errors.UNKNOWN');
    expect(loginError(' invalid_credentials ').key).toBe('login.errors.INVALID_CREDENTIALS');
  });
});
