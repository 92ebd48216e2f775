import type { Kysely } from 'kysely';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import { defaultIdentityOptions, type IdentityOptions } from './identity.options';
import { loadSigningKeys, type SigningKeys } from './signing-keys.store';
import { poolNameOf } from './srp.math';
import { VerifiedSignatures } from './verified-signatures.cache';

/** What every identity operation needs; built once per app (or per service instance). */
export interface IdentityContext {
  readonly db: Kysely<Database>;
  readonly config: ServerConfig;
  readonly options: IdentityOptions;
  /** The part of the user pool id after `_`; enters every SRP hash. */
  readonly poolName: string;
  /** `iss` of every token: `{IDENTITY_ENDPOINT}/{USER_POOL_ID}` (see issuerOf). */
  readonly issuer: string;
  /** The shared key set; `fresh` re-reads it (a token names a key this process has not seen). */
  keys(fresh?: boolean): Promise<SigningKeys>;
  /** Access tokens whose signature was verified (verified-signatures.cache.ts). */
  readonly verifiedSignatures: VerifiedSignatures;
}

/**
 * The issuer follows Cognito's convention `https://cognito-idp.{region}.amazonaws.com/{poolId}`
 * with our endpoint in place of Cognito's: e.g. `http://localhost:8080/idp/us-east-1_BrigadeLocal`,
 * so the JWKS sits at `{iss}/.well-known/jwks.json` in both worlds.
 */
export function issuerOf(config: Pick<ServerConfig, 'identityEndpoint' | 'userPoolId'>): string {
  return `${config.identityEndpoint.replace(/\/+$/, '')}/${config.userPoolId}`;
}

export function createIdentityContext(
  db: Kysely<Database>,
  config: ServerConfig,
  options: Partial<IdentityOptions> = {},
): IdentityContext {
  const merged = { ...defaultIdentityOptions, ...options };
  const rotation = {
    rotateAfterSeconds: merged.signingKeyRotationSeconds,
    // A retired key verifies until every token it signed has expired, with an hour to spare.
    overlapSeconds: merged.tokenLifetimeSeconds + 3600,
  };
  return {
    db,
    config,
    options: merged,
    poolName: poolNameOf(config.userPoolId),
    issuer: issuerOf(config),
    keys: (fresh) => loadSigningKeys(db, config.dataDir, rotation, fresh),
    verifiedSignatures: new VerifiedSignatures(),
  };
}
