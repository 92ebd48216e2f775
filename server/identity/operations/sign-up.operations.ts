import { CognitoError, IdentityError, invalidParameter, notAuthorized } from '../identity.errors';
import type { IdentityOperation } from '../identity.operation';
import { sendToOutbox } from '../outbox.repository';
import { inTransaction } from '../transaction.helper';
import { insertPreparedUser, prepareUser } from '../users.creation';
import { findUserByLoginName } from '../users.repository';
import {
  checkVerificationCode,
  consumeVerificationCode,
  issueVerificationCode,
  maskEmail,
} from '../verification-codes.repository';
import { asWireObject, assertClientId, requiredString } from '../wire.validation';

function toCognitoError(error: unknown): unknown {
  if (!(error instanceof IdentityError)) return error;
  switch (error.code) {
    case 'IDENTITY.EMAIL_TAKEN':
    case 'IDENTITY.USERNAME_TAKEN':
      return new CognitoError('UsernameExistsException', 'An account with the given email already exists.');
    case 'IDENTITY.INVALID_PASSWORD':
      return new CognitoError('InvalidPasswordException', error.message);
    default:
      return invalidParameter(error.message);
  }
}

function userAttributes(value: unknown): Record<string, string> {
  if (value === undefined || value === null) return {};
  if (!Array.isArray(value) || value.length > 50) throw invalidParameter('UserAttributes must be a list');
  const attributes: Record<string, string> = {};
  for (const item of value) {
    const attribute = asWireObject(item, 'UserAttributes[]');
    attributes[requiredString(attribute, 'Name', 64)] =
      typeof attribute.Value === 'string' ? attribute.Value : '';
  }
  return attributes;
}

/** SignUp: an UNCONFIRMED user (attribute `email` required) and a confirmation code by e-mail. */
export const signUp: IdentityOperation = async (context, body) => {
  const request = asWireObject(body);
  assertClientId(context, request);
  const username = requiredString(request, 'Username', 128);
  const password = requiredString(request, 'Password', 256);
  const {
    email,
    sub: _sub,
    email_verified: _verified,
    ...attributes
  } = userAttributes(request.UserAttributes);
  if (!email)
    throw invalidParameter('Attributes did not conform to the schema: email: The attribute is required');
  try {
    const prepared = await prepareUser(context.poolName, {
      email,
      username,
      password,
      status: 'UNCONFIRMED',
      attributes,
    });
    await inTransaction(context.db, async (trx) => {
      await insertPreparedUser(trx, prepared);
      const code = await issueVerificationCode(
        trx,
        prepared.id,
        'CONFIRM_SIGN_UP',
        context.options.codeLifetimeSeconds,
      );
      await sendToOutbox(trx, {
        channel: 'email',
        recipient: prepared.email,
        subject: 'Your Brigade verification code',
        body: `Your verification code is ${code}.`,
      });
    });
    return {
      UserConfirmed: false,
      UserSub: prepared.id,
      CodeDeliveryDetails: {
        Destination: maskEmail(prepared.email),
        DeliveryMedium: 'EMAIL',
        AttributeName: 'email',
      },
    };
  } catch (error) {
    throw toCognitoError(error);
  }
};

/** ConfirmSignUp: the code from the sign-up mail confirms the user and verifies the e-mail. */
export const confirmSignUp: IdentityOperation = async (context, body) => {
  const request = asWireObject(body);
  assertClientId(context, request);
  const name = requiredString(request, 'Username', 128);
  const code = requiredString(request, 'ConfirmationCode', 64);
  const user = await findUserByLoginName(context.db, name);
  if (!user)
    throw new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
  if (user.status !== 'UNCONFIRMED') {
    throw notAuthorized(`User cannot be confirmed. Current status is ${user.status}`);
  }
  // The try is counted before the code is compared (parallel guesses cannot share a count).
  await checkVerificationCode(context.db, user.id, 'CONFIRM_SIGN_UP', code, context.options.maxCodeAttempts);
  await inTransaction(context.db, async (trx) => {
    await consumeVerificationCode(trx, user.id, 'CONFIRM_SIGN_UP', code);
    await trx
      .updateTable('identity_users')
      .set({ status: 'CONFIRMED', email_verified: 1, updated_at: new Date().toISOString() })
      .where('id', '=', user.id)
      .execute();
  });
  return {};
};
