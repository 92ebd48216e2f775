import { attemptKeys, clearFailures, reserveCodeDelivery } from '../attempt.limiter';
import { CognitoError, invalidParameter, notAuthorized } from '../identity.errors';
import type { IdentityOperation } from '../identity.operation';
import { sendToOutbox } from '../outbox.repository';
import { verifyPassword } from '../password.hash';
import { passwordPolicyViolation } from '../password.policy';
import { createPasswordSecrets } from '../password.secrets';
import { revokeAllRefreshTokens } from '../refresh-tokens.repository';
import { inTransaction } from '../transaction.helper';
import { findUserById, findUserByLoginName, updateUserPassword } from '../users.repository';
import {
  checkVerificationCode,
  consumeVerificationCode,
  emailDelivery,
  issueVerificationCode,
} from '../verification-codes.repository';
import { asWireObject, assertClientId, requiredString } from '../wire.validation';
import { guardedSignIn } from '../sign-in.guard';
import { authenticate } from './access-token.guard';

const FORGOT_PASSWORD_PER_WINDOW = 5;

function assertPolicy(password: string, email: string): void {
  const violation = passwordPolicyViolation(password, email);
  if (violation) throw new CognitoError('InvalidPasswordException', violation);
}

/**
 * ForgotPassword: a six-digit code to the user's e-mail (the outbox). An unknown name gets the
 * same kind of answer and no mail (no user enumeration). A user whose e-mail was never verified
 * gets InvalidParameterException and no mail, as from Cognito (a code must not go to an address
 * nobody proved). At most 5 codes per user per window, counted together with the check, so
 * parallel requests cannot pass it together; past the cap the answer is the usual one and no
 * mail goes out (a LimitExceededException would tell a capped, hence existing, account apart).
 */
export const forgotPassword: IdentityOperation = async (context, body, meta) => {
  const request = asWireObject(body);
  assertClientId(context, request);
  const name = requiredString(request, 'Username', 128);
  const user = await findUserByLoginName(context.db, name);
  if (!user) return emailDelivery(name.includes('@') ? name : `${name}@example.com`);

  if (!user.emailVerified) {
    throw invalidParameter(
      'Cannot reset password for the user as there is no registered/verified email or phone_number',
    );
  }

  const key = `forgot:${user.id}`;
  try {
    await inTransaction(context.db, async (trx) => {
      await reserveCodeDelivery(trx, key, FORGOT_PASSWORD_PER_WINDOW, context.options);
      const code = await issueVerificationCode(
        trx,
        user.id,
        'RESET_PASSWORD',
        context.options.codeLifetimeSeconds,
      );
      await sendToOutbox(trx, {
        channel: 'email',
        recipient: user.email,
        language: meta.language,
        template: 'passwordCode',
        values: { code, minutes: String(Math.round(context.options.codeLifetimeSeconds / 60)) },
      });
    });
  } catch (error) {
    // Capped: the same answer as for anyone else and no mail, so the cap tells nobody the
    // account exists (an unknown name gets this answer too).
    if (!(error instanceof CognitoError) || error.type !== 'LimitExceededException') throw error;
  }
  return emailDelivery(user.email);
};

/**
 * ConfirmForgotPassword: the code and a new password. Success sets the password, confirms a
 * RESET_REQUIRED user, unlocks sign-in and revokes every session (the old password may be known).
 */
export const confirmForgotPassword: IdentityOperation = async (context, body) => {
  const request = asWireObject(body);
  assertClientId(context, request);
  const name = requiredString(request, 'Username', 128);
  const code = requiredString(request, 'ConfirmationCode', 64);
  const password = requiredString(request, 'Password', 256);
  const user = await findUserByLoginName(context.db, name);
  assertPolicy(password, user?.email ?? '');
  if (!user) {
    throw new CognitoError('CodeMismatchException', 'Invalid verification code provided, please try again.');
  }
  // The try is counted before the code is compared, and before the slow hashing.
  await checkVerificationCode(context.db, user.id, 'RESET_PASSWORD', code, context.options.maxCodeAttempts);
  const secrets = await createPasswordSecrets(context.poolName, user.username, password);
  await inTransaction(context.db, async (trx) => {
    await consumeVerificationCode(trx, user.id, 'RESET_PASSWORD', code);
    await updateUserPassword(
      trx,
      user.id,
      secrets,
      user.status === 'RESET_REQUIRED' ? 'CONFIRMED' : undefined,
    );
    await revokeAllRefreshTokens(trx, user.id);
    await clearFailures(trx, `user:${user.id}`);
  });
  return {};
};

/** ChangePassword: the signed-in user (not a shadow session) proves the old password. */
export const changePassword: IdentityOperation = async (context, body, meta) => {
  const request = asWireObject(body);
  const previous = requiredString(request, 'PreviousPassword', 256);
  const proposed = requiredString(request, 'ProposedPassword', 256);
  const token = await authenticate(context, request);
  if (token.isShadow) throw notAuthorized('A shadow session cannot change the password.');
  const user = await findUserById(context.db, token.sub);
  if (!user) throw notAuthorized('Invalid Access Token');
  const keys = attemptKeys({ userId: user.id, loginName: user.username }, meta.address);
  await guardedSignIn(context, keys, async () =>
    (await verifyPassword(previous, user.passwordHash)) ? user : undefined,
  );
  assertPolicy(proposed, user.email);
  const secrets = await createPasswordSecrets(context.poolName, user.username, proposed);
  await updateUserPassword(context.db, user.id, secrets);
  return {};
};
