import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import type { IdentityService } from '../identity/identity.service';
import { BrandRowsCache } from './brands/brand-rows.cache';
import { BrandScope } from './brands/brand-scope';
import { principalOf } from './gateway.route';
import type { RecaptchaVerifier } from './account/recaptcha.verifier';

/** What every route module of the gateway is given. */
export interface GatewayContext {
  readonly db: Kysely<Database>;
  readonly config: ServerConfig;
  readonly identity: IdentityService;
  readonly recaptcha: RecaptchaVerifier;
  /** Subtree rows and services, reused until brands change (brand-rows.cache.ts). */
  readonly brandRows: BrandRowsCache;
  /** The caller's brand scope (memoised per request); 401 for guests. */
  scopeOf(request: FastifyRequest): BrandScope;
}

export function createGatewayContext(fields: Omit<GatewayContext, 'scopeOf' | 'brandRows'>): GatewayContext {
  const scopes = new WeakMap<FastifyRequest, BrandScope>();
  return {
    ...fields,
    brandRows: new BrandRowsCache(fields.db),
    scopeOf(request) {
      let scope = scopes.get(request);
      if (!scope) {
        scope = new BrandScope(fields.db, principalOf(request).sub);
        scopes.set(request, scope);
      }
      return scope;
    },
  };
}
