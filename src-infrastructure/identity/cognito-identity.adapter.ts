import type * as CognitoLibrary from 'amazon-cognito-identity-js';
import type { CognitoUser, CognitoUserSession, IAuthenticationCallback } from 'amazon-cognito-identity-js';
import { inject, injectable } from 'inversify';
import { AppConfig } from '../../src-domain/configuration/app-config.model';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type { IdentityPort } from '../../src-domain/identity/identity.port';
import { LOGIN_CLEANUP_KEYS, LOGOUT_CLEANUP } from '../../src-domain/session/logout.rules';
import type {
  CustomChallengeName,
  SessionTokens,
  SignInOutcome,
} from '../../src-domain/session/session.model';
import { DomainError } from '../../src-domain/shared/domain-error';
import { CookiePort } from '../../src-domain/storage/cookie.port';
import { KeyValueStoragePort } from '../../src-domain/storage/key-value-storage.port';
import { StorageKey } from '../../src-domain/consent/storage-keys.rules';
import { WebStorageAreas } from '../storage/web-storage-areas';
import { failedSignIn, loginCodeOf } from './cognito-errors';
import { CognitoTokenStorage } from './cognito-token-storage';
import {
  offloadPasswordStep,
  prepareClientEphemeral,
  provideClientEphemeral,
  type SrpLibrary,
} from './srp-acceleration';
import type { SrpWorkerClient } from './srp-worker.client';
import type { WireBody, WireData } from '../gateway/gateway-wire';

type Library = typeof CognitoLibrary;

/**
 * Starts the SRP worker where the browser has Worker (the starter is bundled with this module:
 * no extra request); undefined elsewhere (tests under Node, old browsers).
 */
export async function browserSrpWorker(): Promise<SrpWorkerClient | undefined> {
  if (typeof Worker !== 'function') return undefined;
  const { startSrpWorker } = await import(/* webpackMode: "eager" */ './srp-worker.start');
  return startSrpWorker();
}

/**
 * The User Timing mark set once the first password sign-in of the page is ready
 * (`prepareSignIn`: library loaded, client pair computed).
 */
export const SIGN_IN_PREPARED_MARK = 'brigade:sign-in-prepared';

/** Where a sign-in that requires multi-factor setup continues (spec 000 §4). */
export const MFA_SETUP_PATH = '/user/setup-mfa';

/**
 * IdentityPort over amazon-cognito-identity-js (spec 000 §4, §8), pointed at the configured
 * endpoint with the configured flow (USER_SRP_AUTH by default). The library loads on first use,
 * not with the login page. Failures come back as login-catalogue codes; one refresh is shared by
 * every concurrent caller and a failed refresh signs out once; logout asks the server to log the
 * refresh token out, revokes it with the identity service, then clears the session storage, the
 * gateway's cache, the enterprise and brand cookies and the user context.
 *
 * SRP's big-integer work runs in a worker when `startSrpWorker` gives one (issue #20): the client
 * pair of every password sign-in is computed there ahead, and the password step there while the
 * main thread loads the screens after the sign-in; without a worker, or when it fails, the library
 * computes on the main thread as before.
 */
@injectable()
export class CognitoIdentityAdapter implements IdentityPort {
  private library: Promise<Library> | undefined;
  /** Whether this page has had its client SRP pair computed ahead (prepareSignIn). */
  private ephemeralPrepared = false;
  /** Password sign-ins begun on this page. */
  private signIns = 0;
  private readonly tokenStorage: CognitoTokenStorage;
  /** The user between a sign-in that returned a custom challenge and its answer. */
  private pending: { user: CognitoUser; challenge: CustomChallengeName } | undefined;
  private refreshing: Promise<SessionTokens> | undefined;
  /** The SRP worker, started once (undefined: none). */
  private srpWorker: Promise<SrpWorkerClient | undefined> | undefined;

  constructor(
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort,
    @inject(KeyValueStoragePort) private readonly storage: KeyValueStoragePort,
    @inject(CookiePort) private readonly cookies: CookiePort,
    @inject(WebStorageAreas) areas: WebStorageAreas,
    /** Starts the SRP worker (tests give a fake); the adapter is built by LazyIdentity, not the container. */
    private readonly startSrpWorker: () => Promise<SrpWorkerClient | undefined> = browserSrpWorker,
  ) {
    this.tokenStorage = new CognitoTokenStorage(() => areas.local(), config.identity.clientId);
  }

  /**
   * Gets the first password sign-in of this page ready while the user types: the library loads
   * and the client's SRP pair (a, A = g^a) is computed ahead, in the SRP worker, or else on the
   * main thread when it is idle (once per page there: a later attempt computes its own, as the
   * library does). Once ready, the page's User Timing has the mark SIGN_IN_PREPARED_MARK (what a
   * benchmark waits for before it clicks, as a person types meanwhile). Never rejects.
   */
  async prepareSignIn(): Promise<void> {
    const [library, worker] = await Promise.all([this.load(), this.srp()]);
    if (this.ephemeralPrepared) return;
    this.ephemeralPrepared = true;
    if (!worker || !(await this.prepareInWorker(library, worker))) await this.prepareOnMainThread(library);
    globalThis.performance?.mark?.(SIGN_IN_PREPARED_MARK);
  }

  /** Computes the client pair on the main thread when it is idle, unless a sign-in began meanwhile. */
  private async prepareOnMainThread(library: Library): Promise<void> {
    const signInsBefore = this.signIns;
    await new Promise<void>((resolve) => {
      const prepare = () => {
        // A sign-in that began before the main thread was idle computed its own pair: a pair
        // computed now would only hold up the screens after it.
        if (this.signIns === signInsBefore) prepareClientEphemeral(library as unknown as SrpLibrary);
        resolve();
      };
      if (typeof requestIdleCallback === 'function') requestIdleCallback(prepare, { timeout: 1000 });
      else setTimeout(prepare, 0);
    });
  }

  async signIn(username: string, password: string, recaptchaToken?: string): Promise<SignInOutcome> {
    this.signIns += 1;
    this.clearAuthenticationEntries();
    const [library, worker] = await Promise.all([this.load(), this.srp()]);
    const user = this.user(library, username);
    user.setAuthenticationFlowType(this.config.identity.authFlow);
    const details = new library.AuthenticationDetails({
      Username: username,
      Password: password,
      ClientMetadata: recaptchaToken ? { 'g-recaptcha-response': recaptchaToken } : undefined,
    });
    const outcome = new Promise<SignInOutcome>((resolve) =>
      user.authenticateUser(details, this.callbacks(user, resolve)),
    );
    // The helper took the waiting pair (or computed its own): the next attempt's is computed once
    // this one is over (not now: the worker answers in order, and the password step comes first).
    if (worker) void outcome.then(() => this.prepareInWorker(library, worker));
    return outcome;
  }

  /**
   * Sends the password step to the worker and has it compute the next client pair. False when the
   * worker failed (the caller computes on the main thread).
   */
  private async prepareInWorker(library: Library, worker: SrpWorkerClient): Promise<boolean> {
    const srpLibrary = library as unknown as SrpLibrary;
    offloadPasswordStep(srpLibrary, (request) => worker.passwordKey(request));
    try {
      provideClientEphemeral(srpLibrary, await worker.ephemeral());
      return true;
    } catch (error) {
      console.warn('The SRP worker failed; the sign-in computes on the main thread', error);
      offloadPasswordStep(srpLibrary, undefined);
      return false;
    }
  }

  /** The SRP worker, started once; undefined when there is none. */
  private srp(): Promise<SrpWorkerClient | undefined> {
    this.srpWorker ??= this.startSrpWorker().catch(() => undefined);
    return this.srpWorker;
  }

  async signInWithChallenge(
    username: string,
    challenge: CustomChallengeName,
    answer?: string,
  ): Promise<SignInOutcome> {
    const magicLinkToken = this.storage.get(StorageKey.magicLinkToken);
    this.clearAuthenticationEntries();
    if (challenge === 'MASTER_ACCOUNT_TOKEN' && !answer && !magicLinkToken) {
      return failedSignIn('MASTER_ACCOUNT_TOKEN_NOT_FOUND');
    }
    const library = await this.load();
    const user = this.user(library, username);
    user.setAuthenticationFlowType('CUSTOM_AUTH');
    const details = new library.AuthenticationDetails({ Username: username, ClientMetadata: { challenge } });
    const outcome = await new Promise<SignInOutcome>((resolve) =>
      user.initiateAuth(details, this.callbacks(user, resolve, challenge)),
    );
    const reply = answer ?? (challenge === 'MASTER_ACCOUNT_TOKEN' ? magicLinkToken : undefined);
    return outcome.kind === 'custom-challenge' && reply
      ? this.answerCustomChallenge(challenge, reply)
      : outcome;
  }

  async answerCustomChallenge(name: CustomChallengeName, answer: string): Promise<SignInOutcome> {
    const pending = this.pending;
    if (!pending) return failedSignIn('NO_CHALLENGE_PENDING');
    const reply =
      answer || (name === 'MASTER_ACCOUNT_TOKEN' ? this.storage.get(StorageKey.magicLinkToken) : '');
    if (!reply) return failedSignIn(`${name}_NOT_FOUND`);
    this.pending = undefined;
    return new Promise((resolve) =>
      pending.user.sendCustomChallengeAnswer(reply, this.callbacks(pending.user, resolve, name), {
        challenge: name,
      }),
    );
  }

  currentTokens(): SessionTokens | undefined {
    return this.tokenStorage.tokens();
  }

  refresh(): Promise<SessionTokens> {
    this.refreshing ??= this.runRefresh().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  async signOut(options: { global?: boolean } = {}): Promise<void> {
    const tokens = this.currentTokens();
    if (tokens) {
      await this.gateway
        .request<WireData<'/v1/logout', 'post'>>({
          method: 'POST',
          path: '/v1/logout',
          body: { refresh_token: tokens.refreshToken } satisfies WireBody<'/v1/logout', 'post'>,
        })
        .catch((error: unknown) => console.warn('The server logout failed', error));
      await this.revoke(tokens, options.global === true).catch((error: unknown) =>
        console.warn('The identity service did not revoke the session', error),
      );
    }
    this.clearSession();
  }

  forgotPassword(username: string): Promise<void> {
    return this.load().then(
      (library) =>
        new Promise<void>((resolve, reject) =>
          this.user(library, username).forgotPassword({
            onSuccess: () => resolve(),
            onFailure: (error) => reject(new DomainError(loginCodeOf(error), error.message)),
            inputVerificationCode: () => resolve(),
          }),
        ),
    );
  }

  confirmForgotPassword(username: string, code: string, newPassword: string): Promise<void> {
    return this.load().then(
      (library) =>
        new Promise<void>((resolve, reject) =>
          this.user(library, username).confirmPassword(code, newPassword, {
            onSuccess: () => resolve(),
            onFailure: (error) => reject(new DomainError(loginCodeOf(error), error.message)),
          }),
        ),
    );
  }

  private async runRefresh(): Promise<SessionTokens> {
    const tokens = this.currentTokens();
    if (!tokens) throw new DomainError('AUTH.REFRESH_FAILED', 'No session to refresh');
    const library = await this.load();
    const user = this.user(library, tokens.username);
    try {
      const session = await new Promise<CognitoUserSession>((resolve, reject) =>
        user.refreshSession(
          new library.CognitoRefreshToken({ RefreshToken: tokens.refreshToken }),
          (error: unknown, result: CognitoUserSession) => (error ? reject(error) : resolve(result)),
        ),
      );
      return sessionTokens(session);
    } catch (error) {
      // Signed out once, by the one refresh every caller shares.
      this.clearSession();
      throw new DomainError('AUTH.REFRESH_FAILED', errorMessage(error));
    }
  }

  private async revoke(tokens: SessionTokens, global: boolean): Promise<void> {
    const library = await this.load();
    const user = this.user(library, tokens.username);
    user.setSignInUserSession(
      new library.CognitoUserSession({
        AccessToken: new library.CognitoAccessToken({ AccessToken: tokens.accessToken }),
        IdToken: new library.CognitoIdToken({ IdToken: tokens.idToken ?? '' }),
        RefreshToken: new library.CognitoRefreshToken({ RefreshToken: tokens.refreshToken }),
      }),
    );
    if (global) {
      await new Promise<void>((resolve, reject) =>
        user.globalSignOut({ onSuccess: () => resolve(), onFailure: reject }),
      );
      return;
    }
    // signOut revokes the refresh token (RevokeToken) when the access token carries origin_jti.
    await new Promise<void>((resolve, reject) =>
      user.signOut((error?: Error) => (error ? reject(error) : resolve())),
    );
  }

  /** Logout's local clean-up (spec 000 §4, LOGOUT_CLEANUP). */
  private clearSession(): void {
    this.pending = undefined;
    this.tokenStorage.clear();
    LOGOUT_CLEANUP.cookies.forEach((name) => this.cookies.remove(name));
    LOGOUT_CLEANUP.storageKeys.forEach((key) => this.storage.remove(key));
    this.storage.clearSession();
    this.gateway.clearCache?.();
  }

  /** Spec 000 §4: locally stored authentication entries are cleared before a sign-in. */
  private clearAuthenticationEntries(): void {
    this.pending = undefined;
    this.tokenStorage.clear();
    LOGIN_CLEANUP_KEYS.forEach((key) => this.storage.remove(key));
  }

  private callbacks(
    user: CognitoUser,
    resolve: (outcome: SignInOutcome) => void,
    expected?: CustomChallengeName,
  ): IAuthenticationCallback {
    return {
      onSuccess: (session) => resolve({ kind: 'signed-in', tokens: sessionTokens(session) }),
      onFailure: (error: unknown) => resolve(failedSignIn(loginCodeOf(error))),
      customChallenge: (parameters: Record<string, string> | undefined) => {
        const challenge = parameters?.challenge ?? expected;
        if (challenge !== 'MASTER_ACCOUNT_TOKEN' && challenge !== 'CORPORATE_USER_ACCESS_TOKEN') {
          resolve(failedSignIn('UNSUPPORTED_CHALLENGE'));
          return;
        }
        this.pending = { user, challenge };
        resolve({ kind: 'custom-challenge', challengeName: challenge });
      },
      mfaSetup: () => resolve({ kind: 'mfa-setup-required', setupUrl: MFA_SETUP_PATH }),
      mfaRequired: () => resolve(failedSignIn('MFA_REQUIRED')),
      totpRequired: () => resolve(failedSignIn('MFA_REQUIRED')),
      selectMFAType: () => resolve(failedSignIn('MFA_REQUIRED')),
      newPasswordRequired: () => resolve(failedSignIn('NEW_PASSWORD_REQUIRED')),
    };
  }

  private user(library: Library, username: string): CognitoUser {
    const { endpoint, userPoolId, clientId } = this.config.identity;
    const pool = new library.CognitoUserPool({
      UserPoolId: userPoolId,
      ClientId: clientId,
      endpoint,
      Storage: this.tokenStorage,
    });
    return new library.CognitoUser({ Username: username, Pool: pool, Storage: this.tokenStorage });
  }

  private load(): Promise<Library> {
    this.library ??= import(/* webpackChunkName: "identity" */ 'amazon-cognito-identity-js');
    return this.library;
  }
}

function sessionTokens(session: CognitoUserSession): SessionTokens {
  const accessToken = session.getAccessToken();
  const payload = accessToken.decodePayload() as Record<string, unknown>;
  const username = payload['cognito:username'] ?? payload.username;
  return {
    accessToken: accessToken.getJwtToken(),
    idToken: session.getIdToken().getJwtToken() || undefined,
    refreshToken: session.getRefreshToken().getToken(),
    username: typeof username === 'string' ? username : '',
  };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
