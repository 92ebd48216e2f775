import type { IdentityOperation } from '../identity.operation';
import { notAuthorized } from '../identity.errors';
import { findRefreshToken, revokeAllRefreshTokens, revokeRefreshToken } from '../refresh-tokens.repository';
import { findUserById } from '../users.repository';
import { asWireObject, assertClientId, requiredString } from '../wire.validation';
import { authenticate } from './access-token.guard';

/** GetUser: Username and UserAttributes ({Name, Value}, strings) of the bearer of AccessToken. */
export const getUser: IdentityOperation = async (context, body) => {
  const token = await authenticate(context, asWireObject(body));
  const user = await findUserById(context.db, token.sub);
  if (!user) throw notAuthorized('User does not exist.');
  const attributes: Record<string, string> = {
    ...user.attributes,
    sub: user.id,
    email: user.email,
    email_verified: String(user.emailVerified),
    ...(user.phoneNumber ? { phone_number: user.phoneNumber } : {}),
  };
  return {
    Username: user.username,
    UserAttributes: Object.entries(attributes).map(([Name, Value]) => ({ Name, Value })),
  };
};

/**
 * RevokeToken {Token, ClientId}: revokes the refresh token and so, at once, every access token
 * minted from it. An unknown token is a success (nothing to revoke), as with Cognito.
 */
export const revokeToken: IdentityOperation = async (context, body) => {
  const request = asWireObject(body);
  assertClientId(context, request);
  const token = requiredString(request, 'Token', 4096);
  const record = await findRefreshToken(context.db, token);
  if (record) await revokeRefreshToken(context.db, record.id);
  return {};
};

/** GlobalSignOut {AccessToken}: revokes every session of the user. */
export const globalSignOut: IdentityOperation = async (context, body) => {
  const token = await authenticate(context, asWireObject(body));
  await revokeAllRefreshTokens(context.db, token.sub);
  return {};
};
