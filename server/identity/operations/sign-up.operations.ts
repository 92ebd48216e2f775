import { CognitoError, IdentityError, invalidParameter, notAuthorized } from '../identity.errors';
import type { IdentityOperation } from '../identity.operation';
import { reserveCodeDelivery } from '../attempt.limiter';
import { sendToOutbox } from '../outbox.repository';
import { inTransaction } from '../transaction.helper';
import { insertPreparedUser, prepareUser } from '../users.creation';
import { findUserByLoginName } from '../users.repository';
import {
  checkVerificationCode,
  consumeVerificationCode,
  emailDelivery,
  issueVerificationCode,
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

/** The attributes of the pool's schema (Cognito's standard ones); `custom:*` ones are free. */
const STANDARD_ATTRIBUTES: ReadonlySet<string> = new Set([
  'address',
  'birthdate',
  'email',
  'email_verified',
  'family_name',
  'gender',
  'given_name',
  'locale',
  'middle_name',
  'name',
  'nickname',
  'phone_number',
  'phone_number_verified',
  'picture',
  'preferred_username',
  'profile',
  'sub',
  'updated_at',
  'website',
  'zoneinfo',
]);
const CUSTOM_ATTRIBUTE = /^custom:[A-Za-z0-9_]{1,20}$/;

/**
 * UserAttributes [{Name, Value}] as a Map (a Name comes from the request, so it must not
 * index a plain object: `__proto__` would reach its prototype). A Name outside the schema is
 * InvalidParameterException with Cognito's wording.
 */
function userAttributes(value: unknown): Map<string, string> {
  const attributes = new Map<string, string>();
  if (value === undefined || value === null) return attributes;
  if (!Array.isArray(value) || value.length > 50) throw invalidParameter('UserAttributes must be a list');
  for (const item of value) {
    const attribute = asWireObject(item, 'UserAttributes[]');
    const name = requiredString(attribute, 'Name', 64);
    if (!STANDARD_ATTRIBUTES.has(name) && !CUSTOM_ATTRIBUTE.test(name)) {
      throw invalidParameter(
        `Attributes did not conform to the schema: ${name}: Attribute does not exist in the schema.`,
      );
    }
    attributes.set(name, typeof attribute.Value === 'string' ? attribute.Value : '');
  }
  return attributes;
}

/** SignUp: an UNCONFIRMED user (attribute `email` required) and a confirmation code by e-mail. */
export const signUp: IdentityOperation = async (context, body, meta) => {
  const request = asWireObject(body);
  assertClientId(context, request);
  const username = requiredString(request, 'Username', 128);
  const password = requiredString(request, 'Password', 256);
  const attributes = userAttributes(request.UserAttributes);
  const email = attributes.get('email');
  // The pool sets these itself; a client cannot.
  for (const name of ['email', 'sub', 'email_verified', 'phone_number_verified']) attributes.delete(name);
  if (!email)
    throw invalidParameter('Attributes did not conform to the schema: email: The attribute is required');
  try {
    const prepared = await prepareUser(context.poolName, {
      email,
      username,
      password,
      status: 'UNCONFIRMED',
      attributes: Object.fromEntries(attributes),
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
        language: meta.language,
        template: 'signUpCode',
        values: { code },
      });
    });
    return { UserConfirmed: false, UserSub: prepared.id, ...emailDelivery(prepared.email) };
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

const RESEND_PER_WINDOW = 5;

/**
 * ResendConfirmationCode {ClientId, Username}: a new sign-up code by e-mail (the outbox) for an
 * UNCONFIRMED user, replacing the old one (its tries start afresh); answers CodeDeliveryDetails.
 * An unknown name gets the same kind of answer and no mail (user-existence errors prevented);
 * a confirmed user is InvalidParameterException "User is already confirmed."; at most 5 codes
 * per user per window (LimitExceededException).
 */
export const resendConfirmationCode: IdentityOperation = async (context, body, meta) => {
  const request = asWireObject(body);
  assertClientId(context, request);
  const name = requiredString(request, 'Username', 128);
  const user = await findUserByLoginName(context.db, name);
  if (!user) return emailDelivery(name.includes('@') ? name : `${name}@example.com`);
  if (user.status !== 'UNCONFIRMED') throw invalidParameter('User is already confirmed.');
  await inTransaction(context.db, async (trx) => {
    await reserveCodeDelivery(trx, `resend:${user.id}`, RESEND_PER_WINDOW, context.options);
    const code = await issueVerificationCode(
      trx,
      user.id,
      'CONFIRM_SIGN_UP',
      context.options.codeLifetimeSeconds,
    );
    await sendToOutbox(trx, {
      channel: 'email',
      recipient: user.email,
      language: meta.language,
      template: 'signUpCode',
      values: { code },
    });
  });
  return emailDelivery(user.email);
};
