import type { FastifyRequest } from 'fastify';
import { IdentityError, type IdentityService } from '../identity/identity.service';
import { isCanonicalCompactJws } from '../security/base64url.helper';
import { unauthorized } from './gateway.errors';

/** The bearer token of `Authorization: Bearer <jwt>`, or undefined. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * onRequest hook of the gateway: verifies the bearer token with IdentityService for every route
 * whose config.auth is not 'none'. 401 with the identity code (TOKEN.MISSING | TOKEN.INVALID |
 * TOKEN.EXPIRED | TOKEN.REVOKED | TOKEN.WRONG_USE) when a required token is absent or bad; an
 * optional token that is sent must be valid too. A token that is not canonical base64url in
 * each of its three parts is TOKEN.INVALID before its signature is looked at.
 */
export function authHook(identity: IdentityService) {
  return async (request: FastifyRequest): Promise<void> => {
    const auth = request.routeOptions.config.auth ?? 'required';
    if (auth === 'none') return;
    const token = bearerToken(request);
    if (token === undefined && auth === 'optional') return;
    // A signature with `==` or other spare bits verifies in jose: one token, one text only.
    if (token !== undefined && !isCanonicalCompactJws(token))
      throw unauthorized('TOKEN.INVALID', 'Invalid Access Token');
    try {
      request.principal = await identity.verifyAccessToken(token);
    } catch (error) {
      if (error instanceof IdentityError) throw unauthorized(error.code, error.message);
      throw error;
    }
  };
}
