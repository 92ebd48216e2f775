import { errors, jwtVerify, type JWTPayload } from 'jose';
import type { IdentityContext } from './identity.context';
import { isCanonicalCompactJws } from '../security/base64url.helper';
import { IdentityError } from './identity.errors';
import { findRefreshTokenById } from './refresh-tokens.repository';
import { CORPORATE_USER_CLAIM, SHADOW_CLAIM } from './tokens.issuer';

/** What a verified access token says about its bearer. */
export interface VerifiedAccessToken {
  readonly sub: string;
  readonly email: string;
  /** `cognito:username`: the lower-cased login name. */
  readonly username: string;
  /** True in a session a corporate user started for this user. */
  readonly isShadow: boolean;
  /** The acting corporate user in a shadow session, else undefined. */
  readonly corporateUserId: string | undefined;
  readonly clientId: string;
  /** The session (refresh token) this access token belongs to. */
  readonly originJti: string;
  readonly jti: string;
  /** Epoch seconds. */
  readonly issuedAt: number;
  readonly expiresAt: number;
}

/**
 * Verifies an access token: RS256 signature against our JWKS, `iss`, `exp` (no leeway),
 * `token_use` 'access', `client_id` = CLIENT_ID, and that its session was not revoked
 * (RevokeToken / GlobalSignOut stop it at once); only canonical base64url parts. Rejects with IdentityError
 * TOKEN.MISSING | TOKEN.INVALID | TOKEN.EXPIRED | TOKEN.WRONG_USE | TOKEN.REVOKED.
 */
export async function verifyAccessToken(
  context: IdentityContext,
  token: unknown,
): Promise<VerifiedAccessToken> {
  if (typeof token !== 'string' || token.length === 0)
    throw new IdentityError('TOKEN.MISSING', 'No access token');
  // jose verifies a signature with `==` or other spare bits too: one token, one text only.
  if (!isCanonicalCompactJws(token)) throw new IdentityError('TOKEN.INVALID', 'Invalid Access Token');
  const payload =
    context.verifiedSignatures.find(token, await context.keys(), Math.floor(Date.now() / 1000)) ??
    (await verifySignature(context, token));
  if (payload.token_use !== 'access') throw new IdentityError('TOKEN.WRONG_USE', 'Not an access token');
  if (payload.client_id !== context.config.clientId)
    throw new IdentityError('TOKEN.INVALID', 'Invalid Access Token');
  const originJti = payload.origin_jti;
  const email = payload.email;
  const username = payload['cognito:username'];
  if (typeof originJti !== 'string' || typeof email !== 'string' || typeof username !== 'string') {
    throw new IdentityError('TOKEN.INVALID', 'Invalid Access Token');
  }
  const session = await findRefreshTokenById(context.db, originJti);
  if (!session || session.revoked || session.userId !== payload.sub) {
    throw new IdentityError('TOKEN.REVOKED', 'Access Token has been revoked');
  }
  const corporateUserId = payload[CORPORATE_USER_CLAIM];
  return {
    sub: payload.sub as string,
    email,
    username,
    isShadow: payload[SHADOW_CLAIM] === 'true',
    corporateUserId: typeof corporateUserId === 'string' ? corporateUserId : undefined,
    clientId: context.config.clientId,
    originJti,
    jti: payload.jti as string,
    issuedAt: payload.iat as number,
    expiresAt: payload.exp as number,
  };
}

/**
 * jose's verification of the signature, issuer, algorithm, required claims and expiry; a token
 * that passes is remembered (verified-signatures.cache.ts) so its next use skips the RSA check.
 */
async function verifySignature(context: IdentityContext, token: string): Promise<JWTPayload> {
  let verifiedBy: { kid: string | undefined; key: Awaited<ReturnType<typeof publicKeyOf>> } | undefined;
  try {
    const { payload } = await jwtVerify(
      token,
      async (header) => {
        const key = await publicKeyOf(context, header.kid);
        verifiedBy = { kid: header.kid, key };
        return key;
      },
      {
        issuer: context.issuer,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp', 'iat', 'jti'],
        clockTolerance: 0,
      },
    );
    if (verifiedBy) context.verifiedSignatures.remember(token, payload, verifiedBy.kid, verifiedBy.key);
    return payload;
  } catch (error) {
    if (error instanceof errors.JWTExpired)
      throw new IdentityError('TOKEN.EXPIRED', 'Access Token has expired');
    throw new IdentityError('TOKEN.INVALID', 'Invalid Access Token');
  }
}

/** The shared set's key `kid`, re-reading the set once when it is not there (made by another process). */
async function publicKeyOf(context: IdentityContext, kid: string | undefined) {
  const key = (await context.keys()).publicKeyOf(kid) ?? (await context.keys(true)).publicKeyOf(kid);
  if (!key) throw new IdentityError('TOKEN.INVALID', 'Invalid Access Token');
  return key;
}
