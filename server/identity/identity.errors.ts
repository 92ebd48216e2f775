/**
 * Errors of the local identity provider.
 *
 * `CognitoError` is a failure on the wire: the HTTP status and the exception name Cognito
 * uses (`__type`), which amazon-cognito-identity-js turns into `err.code`. Operations throw it
 * for expected failures; the plugin turns it into `{__type, message}`.
 *
 * `IdentityError` is what the in-process service API throws to other server code, with a
 * literal code (house rule 8).
 */
export type CognitoExceptionName =
  | 'NotAuthorizedException'
  | 'UserNotFoundException'
  | 'UserNotConfirmedException'
  | 'UsernameExistsException'
  | 'CodeMismatchException'
  | 'ExpiredCodeException'
  | 'LimitExceededException'
  | 'TooManyRequestsException'
  | 'InvalidPasswordException'
  | 'InvalidParameterException'
  | 'PasswordResetRequiredException'
  | 'ResourceNotFoundException'
  | 'UnknownOperationException'
  | 'UserLambdaValidationException'
  | 'InternalErrorException';

export class CognitoError extends Error {
  constructor(
    readonly type: CognitoExceptionName,
    message: string,
    /** 400 for every expected failure, as Cognito does; 500 only for our own bugs. */
    readonly statusCode: number = type === 'InternalErrorException' ? 500 : 400,
  ) {
    super(message);
    this.name = type;
  }
}

/** The one message for a wrong password, an unknown user or a wrong answer (no user enumeration). */
export const INCORRECT_CREDENTIALS = 'Incorrect username or password.';

export const invalidParameter = (message: string) => new CognitoError('InvalidParameterException', message);
export const notAuthorized = (message: string = INCORRECT_CREDENTIALS) =>
  new CognitoError('NotAuthorizedException', message);

export type IdentityErrorCode =
  | 'IDENTITY.EMAIL_TAKEN'
  | 'IDENTITY.USERNAME_TAKEN'
  | 'IDENTITY.INVALID_EMAIL'
  | 'IDENTITY.INVALID_USERNAME'
  | 'IDENTITY.INVALID_PASSWORD'
  | 'IDENTITY.USER_NOT_FOUND'
  | 'TOKEN.MISSING'
  | 'TOKEN.INVALID'
  | 'TOKEN.EXPIRED'
  | 'TOKEN.REVOKED'
  | 'TOKEN.WRONG_USE';

export class IdentityError extends Error {
  constructor(
    readonly code: IdentityErrorCode,
    message: string = code,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}
