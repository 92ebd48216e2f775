import { token } from '../shared/token';
import type { CustomChallengeName, SessionTokens, SignInOutcome } from '../session/session.model';

/** The identity service as the product uses it (sign-in flows, refresh, sign-out, password reset). */
export interface IdentityPort {
  /**
   * Signs in with a username (email) and password. Resolves an outcome; wrong credentials are
   * `{kind:'failed', code}` with a code of the login catalogue; rejects only on bugs.
   */
  signIn(username: string, password: string, recaptchaToken?: string): Promise<SignInOutcome>;
  /**
   * Gets ready for a sign-in the user is about to make (e.g. loads the sign-in code while they
   * type, and what the session's first read after it needs); sends nothing to the identity
   * service. Resolves once ready (at once when it has been), never rejects. Optional: without it
   * the first sign-in call does the same.
   */
  prepareSignIn?(): Promise<void>;
  /** Answers a custom challenge with a user reference (the token or access reference). */
  answerCustomChallenge(name: CustomChallengeName, answer: string): Promise<SignInOutcome>;
  /**
   * Starts a custom-auth sign-in (magic link or corporate access) for `username`. For
   * MASTER_ACCOUNT_TOKEN the stored magic-link token answers at once (failed
   * MASTER_ACCOUNT_TOKEN_NOT_FOUND when none is stored); CORPORATE_USER_ACCESS_TOKEN resolves
   * `custom-challenge` for `answerCustomChallenge`, unless `answer` is given.
   */
  signInWithChallenge?(
    username: string,
    challenge: CustomChallengeName,
    answer?: string,
  ): Promise<SignInOutcome>;
  /**
   * Regenerates the access token; concurrent callers share one refresh. Rejects with a
   * DomainError 'AUTH.REFRESH_FAILED' when the refresh token is no longer valid.
   */
  refresh(): Promise<SessionTokens>;
  /** The stored tokens, or `undefined` when signed out. */
  currentTokens(): SessionTokens | undefined;
  /**
   * Ends the stored session: asks the server to log its refresh token out (POST /v1/logout, once;
   * a failure is ignored), revokes it with the identity service (with `global`, every refresh token
   * of the user) and clears the local session. Callers must not post /v1/logout themselves.
   */
  signOut(options?: { global?: boolean }): Promise<void>;
  /** Starts a password reset with the identity service; resolves when the code was sent. */
  forgotPassword(username: string): Promise<void>;
  /** Completes a reset with the emailed code; rejects with a DomainError carrying the service's code. */
  confirmForgotPassword(username: string, code: string, newPassword: string): Promise<void>;
}
export const IdentityPort = token<IdentityPort>('domain.identity');
