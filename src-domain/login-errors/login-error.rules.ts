/** A login failure as shown: an i18n key and the English text (spec 000 §8). */
export interface LoginErrorMessage {
  readonly key: string;
  readonly message: string;
}

const SOMETHING_WENT_WRONG = 'Something went wrong. Try again.';

/** Codes of the login catalogue to their English text. */
export const LOGIN_ERROR_MESSAGES: Readonly<Record<string, string>> = {
  INVALID_CREDENTIALS: 'Enter the correct email and password.',
  INVALID_USERNAME_OR_PASSWORD: 'Enter the correct email and password.',
  RECAPTCHA_TOKEN_MISSING: SOMETHING_WENT_WRONG,
  INVALID_RECAPTCHA_TOKEN: SOMETHING_WENT_WRONG,
  INVALID_PREFERRED_USERNAME: SOMETHING_WENT_WRONG,
  MISSING_PROFILE_ATTRIBUTES: SOMETHING_WENT_WRONG,
  INVALID_EMAIL_ADDRESS: 'Enter the correct email.',
  EMAIL_ADDRESS_REQUIRED: 'Unable to log in/sign up. Email required.',
  USER_MISSING_REQUIRED_ATTRIBUTES:
    'We need a few more details to complete your account. Please contact your administrator.',
  INVALID_PHONE_NUMBER: 'Enter the correct phone number.',
  INVALID_API_KEY: 'Invalid Client Key.',
  RESET_MAX_ATTEMPTS: 'You have reached the maximum number of password reset attempts.',
  USER_NOT_MAPPED:
    'Your account setup is not complete. Please contact support to complete your account setup.',
  EXTERNAL_BRAND_NOT_MAPPED: "These locations aren't registered with your account.",
  SOME_OF_EXTERNAL_BRAND_ARE_NOT_MAPPED:
    'Some of these locations are not valid for your account. Please contact your administrator.',
  USER_ALREADY_MAPPED: 'This account is already linked. Please log in with your registered account.',
  NORMAL_SIGN_UP_NOT_ALLOWED: 'Unable to register, contact support.',
  MSIS9619: 'You are not authorized to access this resource.',
  EXTERNAL_USER_NOT_MAPPED_EXCEPTION: "This username isn't registered.",
  DELETED_EXTERNAL_USER: 'Your account is deactivated.',
  EXTERNAL_USER: 'Please reset your password from your enterprise account provider.',
  /** A registered account never activated (spec 000 §5). */
  USER_NOT_CONFIRMED: 'Account is unverified.',
};

/** The text for codes outside the catalogue, with a support contact. */
export const UNKNOWN_LOGIN_ERROR_MESSAGE =
  'Something went wrong, please try again later. If the problem persists, please contact support.';
export const UNKNOWN_LOGIN_ERROR_KEY = 'login.errors.UNKNOWN';

/**
 * The message for a login error code (spec 000 §8). Codes match exactly after trimming
 * (catalogue codes are upper case); unknown codes give the fallback text and key
 * 'login.errors.UNKNOWN'. Never throws.
 */
export function loginError(code: string): LoginErrorMessage {
  const normalized = code.trim().toUpperCase();
  const message = Object.hasOwn(LOGIN_ERROR_MESSAGES, normalized)
    ? LOGIN_ERROR_MESSAGES[normalized]
    : undefined;
  return message === undefined
    ? { key: UNKNOWN_LOGIN_ERROR_KEY, message: UNKNOWN_LOGIN_ERROR_MESSAGE }
    : { key: `login.errors.${normalized}`, message };
}
