import type { FastifyRequest } from 'fastify';
import { IdentityError, type IdentityService } from '../identity/identity.service';
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
 * optional token that is sent must be valid too (canonical base64url only: access-token.verifier.ts).
 */
export function authHook(identity: IdentityService) {
  return async (request: FastifyRequest): Promise<void> => {
    const auth = request.routeOptions.config.auth ?? 'required';
    if (auth === 'none') return;
    const token = bearerToken(request);
    if (token === undefined && auth === 'optional') return;
    try {
      request.principal = await identity.verifyAccessToken(token);
    } catch (error) {
      if (error instanceof IdentityError) throw unauthorized(error.code, error.message);
      throw error;
    }
  };
}
