import { CognitoError, notAuthorized } from './identity.errors';
import type { IdentityContext } from './identity.context';
import { findRefreshToken, rotateRefreshToken } from './refresh-tokens.repository';
import { issueTokens, type AuthenticationResult } from './tokens.issuer';
import { inTransaction } from './transaction.helper';
import { findUserById } from './users.repository';

/**
 * New ID and access tokens for the session of a refresh token (REFRESH_TOKEN_AUTH and
 * GetTokensFromRefreshToken). With `rotate`, the answer also carries a new refresh token that
 * replaces the presented one at once (no grace period): the session keeps its id
 * (`origin_jti`), its sign-in time and its expiry, so rotation never lengthens a session and
 * a token presented twice fails the second time. Rejects with NotAuthorizedException an
 * unknown, revoked or expired token, one of another app client, and one whose user is gone;
 * PasswordResetRequiredException when the user must reset the password.
 */
export async function refreshSession(
  context: IdentityContext,
  token: string,
  rotate: boolean,
): Promise<AuthenticationResult> {
  const record = await findRefreshToken(context.db, token);
  if (!record || record.clientId !== context.config.clientId) throw notAuthorized('Invalid Refresh Token');
  if (record.revoked) throw notAuthorized('Refresh Token has been revoked');
  if (record.expiresAt <= new Date().toISOString()) throw notAuthorized('Refresh Token has expired');
  const user = await findUserById(context.db, record.userId);
  if (!user) throw notAuthorized('Invalid Refresh Token');
  if (user.status === 'RESET_REQUIRED') {
    throw new CognitoError('PasswordResetRequiredException', 'Password reset required for the user');
  }
  // The new refresh token and the tokens that go with it are one outcome: if minting fails,
  // the presented token stays the session's.
  return inTransaction(context.db, async (trx) => {
    const rotated = rotate ? await rotateRefreshToken(trx, record.id, token) : undefined;
    if (rotate && !rotated) throw notAuthorized('Invalid Refresh Token');
    const tokens = await issueTokens(context, {
      user,
      originJti: record.id,
      corporateUserId: record.corporateUserId,
      authTime: Math.floor(Date.parse(record.createdAt) / 1000),
    });
    return rotated ? { ...tokens, RefreshToken: rotated } : tokens;
  });
}
