import { loginError } from '../../src-domain/login-errors/login-error.rules';
import type { SignInOutcome } from '../../src-domain/session/session.model';

/** Cognito exceptions that mean one code of the login catalogue (spec 000 §8). */
const EXCEPTION_CODES: Readonly<Record<string, string>> = {
  NotAuthorizedException: 'INVALID_CREDENTIALS',
  UserNotFoundException: 'INVALID_CREDENTIALS',
  LimitExceededException: 'RESET_MAX_ATTEMPTS',
  PasswordResetRequiredException: 'EXTERNAL_USER',
  UserNotConfirmedException: 'USER_NOT_CONFIRMED',
};

/** Messages of NotAuthorizedException that are not wrong credentials. */
const NOT_AUTHORIZED_MESSAGES: readonly (readonly [RegExp, string])[] = [
  [/password attempts exceeded/i, 'PASSWORD_ATTEMPTS_EXCEEDED'],
  [/user is disabled/i, 'DELETED_EXTERNAL_USER'],
];

/**
 * The login-catalogue code of a failure of amazon-cognito-identity-js: a trigger's code when a
 * Lambda refused (`UserLambdaValidationException` "… failed with error CODE."), the catalogue's
 * code for the exceptions above, otherwise the exception's own name (shown as the catalogue's
 * "something went wrong" text).
 */
export function loginCodeOf(error: unknown): string {
  const { code, name, message } = (error ?? {}) as { code?: unknown; name?: unknown; message?: unknown };
  const exception = typeof code === 'string' ? code : typeof name === 'string' ? name : 'UNKNOWN';
  const text = typeof message === 'string' ? message : '';
  if (exception === 'UserLambdaValidationException') {
    const trigger = /failed with error ([A-Z0-9_]+)\.?\s*$/.exec(text);
    if (trigger?.[1]) return trigger[1];
  }
  if (exception === 'NotAuthorizedException') {
    const special = NOT_AUTHORIZED_MESSAGES.find(([pattern]) => pattern.test(text));
    if (special) return special[1];
  }
  return EXCEPTION_CODES[exception] ?? exception;
}

/** A failed sign-in outcome with the catalogue's text. */
export function failedSignIn(code: string): SignInOutcome {
  return { kind: 'failed', code, message: loginError(code).message };
}
