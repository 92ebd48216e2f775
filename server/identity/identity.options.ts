/**
 * Tunable limits of the local identity provider. Production-like defaults; tests shorten
 * them by passing `identity: {...}` next to the app dependencies (see identity.plugin.ts).
 */
export interface IdentityOptions {
  /** Lifetime of ID and access tokens, seconds (Cognito default: 1 hour). */
  readonly tokenLifetimeSeconds: number;
  /** Lifetime of refresh tokens, seconds (30 days). */
  readonly refreshTokenLifetimeSeconds: number;
  /**
   * Refresh token rotation of the app client (Cognito's RefreshTokenRotation ENABLED, with no
   * grace period): GetTokensFromRefreshToken answers a new refresh token that replaces the
   * presented one, and REFRESH_TOKEN_AUTH is refused. Off by default, as for a new Cognito app
   * client, since amazon-cognito-identity-js refreshes only with REFRESH_TOKEN_AUTH.
   */
  readonly refreshTokenRotation: boolean;
  /** How long a Session between InitiateAuth and RespondToAuthChallenge lives, seconds. */
  readonly authSessionLifetimeSeconds: number;
  /** How far a PASSWORD_VERIFIER TIMESTAMP may be from our clock, seconds. */
  readonly srpTimestampToleranceSeconds: number;
  /** Magic-link token lifetime (MASTER_ACCOUNT_TOKEN), seconds. */
  readonly magicLinkLifetimeSeconds: number;
  /** Corporate one-time token lifetime (CORPORATE_USER_ACCESS_TOKEN), seconds. */
  readonly corporateTokenLifetimeSeconds: number;
  /** Reset / confirmation code lifetime, seconds (Cognito: 1 hour). */
  readonly codeLifetimeSeconds: number;
  /** Wrong codes tolerated before the code is void. */
  readonly maxCodeAttempts: number;
  /** Brute force: window over which failures add up, seconds. */
  readonly failureWindowSeconds: number;
  /** Failed sign-ins for one user within the window before it is locked. */
  readonly maxFailuresPerUser: number;
  /** Failed sign-ins from one address within the window before it is locked. */
  readonly maxFailuresPerAddress: number;
  /** How long a lock lasts, seconds. */
  readonly lockSeconds: number;
  /** Failures tolerated before answers are slowed down. */
  readonly failuresBeforeSlowdown: number;
  /** Extra delay per failure beyond `failuresBeforeSlowdown`, milliseconds (capped at 2 s). */
  readonly slowdownStepMs: number;
  /**
   * Age of the newest signing key at which a new one is made, seconds; the old one stays
   * published and accepted for the token lifetime and an hour more (signing-keys.store.ts).
   */
  readonly signingKeyRotationSeconds: number;
}

export const defaultIdentityOptions: IdentityOptions = {
  tokenLifetimeSeconds: 3600,
  refreshTokenLifetimeSeconds: 30 * 24 * 3600,
  refreshTokenRotation: false,
  authSessionLifetimeSeconds: 180,
  srpTimestampToleranceSeconds: 300,
  magicLinkLifetimeSeconds: 24 * 3600,
  corporateTokenLifetimeSeconds: 300,
  codeLifetimeSeconds: 3600,
  maxCodeAttempts: 5,
  failureWindowSeconds: 15 * 60,
  maxFailuresPerUser: 5,
  maxFailuresPerAddress: 50,
  lockSeconds: 15 * 60,
  failuresBeforeSlowdown: 2,
  slowdownStepMs: 250,
  signingKeyRotationSeconds: 30 * 24 * 3600,
};
