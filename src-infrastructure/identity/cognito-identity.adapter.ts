import type * as CognitoLibrary from 'amazon-cognito-identity-js';
import type { CognitoUser, CognitoUserSession } from 'amazon-cognito-identity-js';
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
import { COGNITO_STORAGE_PREFIX, CognitoTokenStorage } from './cognito-token-storage';
import { LibrarySignIn, type LibraryOutcome, type PoolSettings, type SignInRunner } from './library-sign-in';
import { SignInWorkerClient, type SignInWorkerLike } from './sign-in-worker.client';
import type { WireBody, WireData } from '../gateway/gateway-wire';

type Library = typeof CognitoLibrary;

/**
 * The User Timing mark set once the page's sign-in is ready (`prepareSignIn`: the sign-in worker
 * started with the library loaded and warmed up in it, or else the library loaded on the page).
 */
export const SIGN_IN_PREPARED_MARK = 'brigade:sign-in-prepared';

/** Where a sign-in that requires multi-factor setup continues (spec 000 §4). */
export const MFA_SETUP_PATH = '/user/setup-mfa';

/**
 * IdentityPort over amazon-cognito-identity-js (spec 000 §4, §8), pointed at the configured
 * endpoint with the configured flow (USER_SRP_AUTH by default). Failures come back as
 * login-catalogue codes; one refresh is shared by every concurrent caller and a failed refresh
 * signs out once; logout asks the server to log the refresh token out, revokes it with the
 * identity service, then clears the session storage, the gateway's cache, the enterprise and
 * brand cookies and the user context.
 *
 * The sign-in (password, and the custom challenges of the magic link and corporate access) runs
 * the library, unmodified, in the sign-in worker when `startWorker` gives one (issues #29, #30):
 * SRP's big-integer work and the library's loading stay off the main thread. The worker signs in
 * with an in-memory storage and hands back what the library wrote there (tokens, LastAuthUser,
 * clockDrift); this adapter writes those entries into the page's CognitoTokenStorage, under the
 * same keys, where the library on the page reads them for refresh and sign-out. A custom
 * challenge's user waits in the worker for its answer. Without a worker, or once it failed, the
 * same steps run with the library on the page (loaded on first use, not with the login page).
 */
@injectable()
export class CognitoIdentityAdapter implements IdentityPort {
  private library: Promise<Library> | undefined;
  private readonly tokenStorage: CognitoTokenStorage;
  /** The custom challenge waiting for its answer (its user waits in the runner that started it). */
  private pending: CustomChallengeName | undefined;
  private refreshing: Promise<SessionTokens> | undefined;
  /** The sign-in worker, started once (undefined: none). */
  private worker: Promise<SignInWorkerClient | undefined> | undefined;
  /** The sign-in steps on the page, when there is no worker or it failed. */
  private onPage: Promise<LibrarySignIn> | undefined;
  private prepared: Promise<void> | undefined;

  constructor(
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort,
    @inject(KeyValueStoragePort) private readonly storage: KeyValueStoragePort,
    @inject(CookiePort) private readonly cookies: CookiePort,
    @inject(WebStorageAreas) areas: WebStorageAreas,
    /**
     * Starts the sign-in worker, or gives the one already started (LazyIdentity starts it beside
     * this module's chunk; tests give an in-process one); none: the sign-in runs on the page.
     */
    private readonly startWorker: () => Promise<SignInWorkerLike | undefined> = () =>
      Promise.resolve(undefined),
  ) {
    this.tokenStorage = new CognitoTokenStorage(() => areas.local(), config.identity.clientId);
  }

  /**
   * Gets the sign-in ready while the person types (once per page): starts the sign-in worker,
   * which loads the library and warms its SRP code up; without a worker, loads the library on
   * the page (nothing computed there ahead). Then gets the gateway ready: the session's first read
   * follows the sign-in at once (issue #30: it waited for the HTTP client's chunk), and its chunk
   * loads after the worker's script, which the sign-in's first request waits for, rather than
   * sharing the network with it. Then sets the User Timing mark SIGN_IN_PREPARED_MARK (what a
   * benchmark waits for before it clicks). Never rejects.
   */
  prepareSignIn(): Promise<void> {
    this.prepared ??= this.runner()
      .then((runner) => (runner instanceof SignInWorkerClient ? runner.warmUp() : undefined))
      .catch(() => this.pageRunner().then(() => undefined))
      .catch((error: unknown) => console.warn('The sign-in could not be prepared', error))
      .then(() => this.gateway.prepare?.())
      .then(() => {
        globalThis.performance?.mark?.(SIGN_IN_PREPARED_MARK);
      });
    return this.prepared;
  }

  async signIn(username: string, password: string, recaptchaToken?: string): Promise<SignInOutcome> {
    this.clearAuthenticationEntries();
    // Clicked before the preparation got the gateway ready: the session's first read follows the
    // sign-in, so the HTTP client's chunk loads beside the sign-in's round trips.
    void this.gateway.prepare?.();
    const { authFlow } = this.config.identity;
    const clientMetadata = recaptchaToken ? { 'g-recaptcha-response': recaptchaToken } : undefined;
    const outcome = await this.run((runner) =>
      runner.signIn({ pool: this.pool(), flow: authFlow, username, password, clientMetadata }),
    );
    return this.signInOutcome(outcome);
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
    const started = await this.run((runner) =>
      runner.startCustomChallenge({ pool: this.pool(), username, challenge }),
    );
    const outcome = this.signInOutcome(started, challenge);
    const reply = answer ?? (challenge === 'MASTER_ACCOUNT_TOKEN' ? magicLinkToken : undefined);
    return outcome.kind === 'custom-challenge' && reply
      ? this.answerCustomChallenge(challenge, reply)
      : outcome;
  }

  async answerCustomChallenge(name: CustomChallengeName, answer: string): Promise<SignInOutcome> {
    if (!this.pending) return failedSignIn('NO_CHALLENGE_PENDING');
    const reply =
      answer || (name === 'MASTER_ACCOUNT_TOKEN' ? this.storage.get(StorageKey.magicLinkToken) : '');
    if (!reply) return failedSignIn(`${name}_NOT_FOUND`);
    this.pending = undefined;
    // A worker that failed meanwhile took the waiting user with it: the page's runner has none
    // and answers NO_CHALLENGE_PENDING.
    const outcome = await this.run((runner) => runner.answerCustomChallenge(reply, name));
    return this.signInOutcome(outcome, name);
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

  /**
   * The port's outcome of a runner's step. Signed in: the library's entries are written into the
   * page's token storage (only the library's own keys), then read back as the session.
   */
  private signInOutcome(outcome: LibraryOutcome, expected?: CustomChallengeName): SignInOutcome {
    switch (outcome.kind) {
      case 'signed-in': {
        for (const [key, value] of outcome.entries) {
          if (key.startsWith(COGNITO_STORAGE_PREFIX)) this.tokenStorage.setItem(key, value);
        }
        const tokens = this.tokenStorage.tokens();
        return tokens ? { kind: 'signed-in', tokens } : failedSignIn('SESSION_NOT_STORED');
      }
      case 'custom-challenge': {
        const challenge = outcome.challenge ?? expected;
        if (challenge !== 'MASTER_ACCOUNT_TOKEN' && challenge !== 'CORPORATE_USER_ACCESS_TOKEN') {
          return failedSignIn('UNSUPPORTED_CHALLENGE');
        }
        this.pending = challenge;
        return { kind: 'custom-challenge', challengeName: challenge };
      }
      case 'mfa-setup':
        return { kind: 'mfa-setup-required', setupUrl: MFA_SETUP_PATH };
      case 'mfa-required':
        return failedSignIn('MFA_REQUIRED');
      case 'new-password-required':
        return failedSignIn('NEW_PASSWORD_REQUIRED');
      case 'failed':
        return failedSignIn(loginCodeOf(outcome.error));
    }
  }

  /**
   * Runs a sign-in step in the worker, or on the page when there is none; a step the worker
   * failed (SIGN_IN_WORKER_FAILED) runs again on the page, once.
   */
  private async run(step: (runner: SignInRunner) => Promise<LibraryOutcome>): Promise<LibraryOutcome> {
    const runner = await this.runner();
    try {
      return await step(runner);
    } catch (error) {
      if (!(runner instanceof SignInWorkerClient)) throw error;
      console.warn('The sign-in worker failed; the sign-in runs on the page', error);
      return step(await this.pageRunner());
    }
  }

  /** The worker while it works, else the page's runner. */
  private async runner(): Promise<SignInRunner> {
    this.worker ??= this.startWorker()
      .then((worker) => (worker ? new SignInWorkerClient(worker) : undefined))
      .catch(() => undefined);
    const worker = await this.worker;
    return worker && !worker.failed ? worker : this.pageRunner();
  }

  private pageRunner(): Promise<LibrarySignIn> {
    this.onPage ??= this.load().then((library) => new LibrarySignIn(library));
    return this.onPage;
  }

  /** The pool settings a runner signs in with, the endpoint made absolute against the page. */
  private pool(): PoolSettings {
    const { endpoint, userPoolId, clientId } = this.config.identity;
    const page = globalThis.location?.href;
    return { endpoint: page ? new URL(endpoint, page).href : endpoint, userPoolId, clientId };
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

  /**
   * The library on the page, loaded on first use (refresh, sign-out, password reset, a sign-in
   * without the worker). A chunk of its own: with the adapter's chunk name, the page would fetch
   * and parse it with the adapter, before every sign-in the worker makes.
   */
  private load(): Promise<Library> {
    this.library ??= import(/* webpackChunkName: "identity-library" */ 'amazon-cognito-identity-js');
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
