import { CognitoError } from './identity.errors';
import type { IdentityContext } from './identity.context';
import { inTransaction } from './transaction.helper';
import { createRefreshToken } from './refresh-tokens.repository';
import { issueTokens, type AuthenticationResult } from './tokens.issuer';
import type { UserWithSecrets } from './users.repository';

/**
 * The end of every successful sign-in: refuses an unconfirmed user (UserNotConfirmedException,
 * only once the credentials were proven, as Cognito does), then opens a session (refresh token)
 * and mints the tokens, all in one transaction.
 */
export async function completeSignIn(
  context: IdentityContext,
  user: UserWithSecrets,
  corporateUserId: string | undefined = undefined,
): Promise<{ AuthenticationResult: AuthenticationResult; ChallengeParameters: Record<string, never> }> {
  if (user.status === 'UNCONFIRMED')
    throw new CognitoError('UserNotConfirmedException', 'User is not confirmed.');
  const result = await inTransaction(context.db, async (trx) => {
    const { token, record } = await createRefreshToken(trx, {
      userId: user.id,
      clientId: context.config.clientId,
      corporateUserId,
      lifetimeSeconds: context.options.refreshTokenLifetimeSeconds,
    });
    const tokens = await issueTokens(context, {
      user,
      originJti: record.id,
      corporateUserId,
      authTime: Math.floor(Date.now() / 1000),
    });
    return { ...tokens, RefreshToken: token };
  });
  return { AuthenticationResult: result, ChallengeParameters: {} };
}
