import crypto from 'node:crypto';
import { SignJWT, type JWTPayload } from 'jose';
import type { IdentityContext } from './identity.context';
import type { UserWithSecrets } from './users.repository';

/** Claim of the shadow marker ('true' in a session a corporate user started for someone). */
export const SHADOW_CLAIM = 'custom:is_shadow_user';
/** Claim naming the acting corporate user in a shadow session. */
export const CORPORATE_USER_CLAIM = 'custom:corporate_user_id';

export interface AuthenticationResult {
  IdToken: string;
  AccessToken: string;
  RefreshToken?: string;
  ExpiresIn: number;
  TokenType: 'Bearer';
}

export interface TokenSubject {
  readonly user: UserWithSecrets;
  /** The refresh token's id: `origin_jti` of both tokens. */
  readonly originJti: string;
  /** Set for a shadow session. */
  readonly corporateUserId: string | undefined;
  /** Epoch seconds of the sign-in that started this session. */
  readonly authTime: number;
}

/**
 * Mints the ID and access tokens of Cognito's shapes (RS256, `kid` of our JWKS).
 * ID token: iss, aud = client id, sub, email, email_verified, cognito:username, token_use 'id',
 * auth_time, iat, exp, jti, origin_jti, user attributes. Access token: iss, client_id, sub,
 * username, cognito:username, email, token_use 'access', scope, auth_time, iat, exp, jti,
 * origin_jti. Both carry the shadow marker (`custom:is_shadow_user` 'true' and
 * `custom:corporate_user_id`) in a shadow session.
 */
export async function issueTokens(
  context: IdentityContext,
  subject: TokenSubject,
): Promise<AuthenticationResult> {
  const { user } = subject;
  const keys = await context.keys();
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + context.options.tokenLifetimeSeconds;
  const eventId = crypto.randomUUID();
  const shadow: JWTPayload = subject.corporateUserId
    ? { [SHADOW_CLAIM]: 'true', [CORPORATE_USER_CLAIM]: subject.corporateUserId }
    : {};

  const sign = (payload: JWTPayload) =>
    new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid: keys.kid })
      .setIssuer(context.issuer)
      .setSubject(user.id)
      .setIssuedAt(iat)
      .setExpirationTime(exp)
      .setJti(crypto.randomUUID())
      .sign(keys.privateKey);

  const idToken = await sign({
    ...user.attributes,
    ...(user.phoneNumber ? { phone_number: user.phoneNumber } : {}),
    aud: context.config.clientId,
    email: user.email,
    email_verified: user.emailVerified,
    'cognito:username': user.username,
    token_use: 'id',
    auth_time: subject.authTime,
    origin_jti: subject.originJti,
    event_id: eventId,
    ...shadow,
  });
  const accessToken = await sign({
    client_id: context.config.clientId,
    username: user.username,
    'cognito:username': user.username,
    email: user.email,
    token_use: 'access',
    scope: 'aws.cognito.signin.user.admin',
    auth_time: subject.authTime,
    origin_jti: subject.originJti,
    event_id: eventId,
    ...shadow,
  });
  return {
    IdToken: idToken,
    AccessToken: accessToken,
    ExpiresIn: context.options.tokenLifetimeSeconds,
    TokenType: 'Bearer',
  };
}
