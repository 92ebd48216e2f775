import { assertNotLocked, attemptKeys } from '../attempt.limiter';
import { startCustomAuth } from '../custom-auth.flow';
import { CognitoError, invalidParameter, notAuthorized } from '../identity.errors';
import type { IdentityContext } from '../identity.context';
import type { IdentityOperation, RequestMeta } from '../identity.operation';
import { decoyPasswordHash, verifyPassword } from '../password.hash';
import { completeSignIn } from '../sign-in.completion';
import { guardedSignIn } from '../sign-in.guard';
import { startSrpAuth } from '../srp-auth.flow';
import { refreshSession } from '../session-refresh.flow';
import { findUserByLoginName, type UserWithSecrets } from '../users.repository';
import { asWireObject, assertClientId, requiredString, stringMap } from '../wire.validation';

function assertResettable(user: UserWithSecrets | undefined): void {
  if (user?.status === 'RESET_REQUIRED') {
    throw new CognitoError('PasswordResetRequiredException', 'Password reset required for the user');
  }
}

async function passwordAuth(context: IdentityContext, parameters: Record<string, string>, meta: RequestMeta) {
  const name = requiredString(parameters, 'USERNAME', 128);
  const password = requiredString(parameters, 'PASSWORD', 256);
  const user = await findUserByLoginName(context.db, name);
  const keys = attemptKeys({ userId: user?.id, loginName: name }, meta.address);
  const proven = await guardedSignIn(context, keys, async () => {
    assertResettable(user);
    const matches = await verifyPassword(password, user?.passwordHash ?? (await decoyPasswordHash()));
    return matches ? user : undefined;
  });
  // Only a proven password learns that the user is unconfirmed (completeSignIn), as with Cognito.
  return completeSignIn(context, proven);
}

async function srpAuth(context: IdentityContext, parameters: Record<string, string>, meta: RequestMeta) {
  const name = requiredString(parameters, 'USERNAME', 128);
  const srpA = requiredString(parameters, 'SRP_A', 2048);
  const user = await findUserByLoginName(context.db, name);
  await assertNotLocked(context.db, attemptKeys({ userId: user?.id, loginName: name }, meta.address));
  assertResettable(user);
  return startSrpAuth(context, user, name, srpA);
}

async function customAuth(
  context: IdentityContext,
  parameters: Record<string, string>,
  clientMetadata: Record<string, string>,
  meta: RequestMeta,
) {
  const name = requiredString(parameters, 'USERNAME', 128);
  const user = await findUserByLoginName(context.db, name);
  await assertNotLocked(context.db, attemptKeys({ userId: user?.id, loginName: name }, meta.address));
  return startCustomAuth(context, user, name, clientMetadata);
}

/** REFRESH_TOKEN_AUTH: new ID and access tokens of the same session; no new refresh token. */
async function refreshAuth(context: IdentityContext, parameters: Record<string, string>) {
  const token = requiredString(parameters, 'REFRESH_TOKEN', 4096);
  if (context.options.refreshTokenRotation) {
    // As Cognito: with rotation on, only GetTokensFromRefreshToken may use a refresh token.
    throw notAuthorized('Refresh token rotation is enabled: use GetTokensFromRefreshToken.');
  }
  return { AuthenticationResult: await refreshSession(context, token, false), ChallengeParameters: {} };
}

/** InitiateAuth: USER_SRP_AUTH, USER_PASSWORD_AUTH, CUSTOM_AUTH, REFRESH_TOKEN_AUTH (and REFRESH_TOKEN). */
export const initiateAuth: IdentityOperation = async (context, body, meta) => {
  const request = asWireObject(body);
  assertClientId(context, request);
  const flow = requiredString(request, 'AuthFlow', 64);
  const parameters = stringMap(request, 'AuthParameters');
  const clientMetadata = stringMap(request, 'ClientMetadata');
  switch (flow) {
    case 'USER_SRP_AUTH':
      return srpAuth(context, parameters, meta);
    case 'USER_PASSWORD_AUTH':
      return passwordAuth(context, parameters, meta);
    case 'CUSTOM_AUTH':
      return customAuth(context, parameters, clientMetadata, meta);
    case 'REFRESH_TOKEN_AUTH':
    case 'REFRESH_TOKEN':
      return refreshAuth(context, parameters);
    default:
      throw invalidParameter(`Unsupported AuthFlow ${flow.slice(0, 64)}`);
  }
};
