import { inject, injectable } from 'inversify';
import { AppConfig } from '../../src-domain/configuration/app-config.model';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import type { IdentityPort } from '../../src-domain/identity/identity.port';
import type {
  CustomChallengeName,
  SessionTokens,
  SignInOutcome,
} from '../../src-domain/session/session.model';
import { retryableOnce } from '../../src-domain/shared/retryable-once';
import { CookiePort } from '../../src-domain/storage/cookie.port';
import { KeyValueStoragePort } from '../../src-domain/storage/key-value-storage.port';
import { WebStorageAreas } from '../storage/web-storage-areas';
import { browserSignInWorker } from './browser-sign-in-worker';
import { CognitoTokenStorage } from './cognito-token-storage';
import type { SignInWorkerLike } from './sign-in-worker.client';

/**
 * IdentityPort that answers `currentTokens()` from the stored session at once and loads
 * CognitoIdentityAdapter for everything else, on first use (it loads amazon-cognito-identity-js
 * in its sign-in worker, or on the page for what runs there): the login page's first scripts
 * carry neither.
 */
@injectable()
export class LazyIdentity implements IdentityPort {
  /** The adapter, loaded once; a failed load is forgotten so the next call tries again. */
  private readonly load = retryableOnce(() =>
    import(/* webpackChunkName: "identity" */ './cognito-identity.adapter').then(
      ({ CognitoIdentityAdapter }) =>
        new CognitoIdentityAdapter(this.config, this.gateway, this.storage, this.cookies, this.areas, () =>
          this.signInWorker(),
        ),
    ),
  );
  private worker: Promise<SignInWorkerLike | undefined> | undefined;
  private readonly tokens: CognitoTokenStorage;

  constructor(
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort,
    @inject(KeyValueStoragePort) private readonly storage: KeyValueStoragePort,
    @inject(CookiePort) private readonly cookies: CookiePort,
    @inject(WebStorageAreas) private readonly areas: WebStorageAreas,
  ) {
    this.tokens = new CognitoTokenStorage(() => areas.local(), config.identity.clientId);
  }

  currentTokens(): SessionTokens | undefined {
    return this.tokens.tokens();
  }

  /**
   * Gets the sign-in ready ahead of the click: starts the sign-in worker (its one script loads
   * amazon-cognito-identity-js off the main thread) beside the adapter's chunk rather than after
   * it (issue #30), and lets the adapter prepare with that worker. Never rejects.
   */
  prepareSignIn(): Promise<void> {
    void this.signInWorker();
    return this.load()
      .then((adapter) => adapter.prepareSignIn())
      .catch((error: unknown) => console.warn('The sign-in code could not be loaded ahead', error));
  }

  async signIn(username: string, password: string, recaptchaToken?: string): Promise<SignInOutcome> {
    return (await this.load()).signIn(username, password, recaptchaToken);
  }

  async signInWithChallenge(
    username: string,
    challenge: CustomChallengeName,
    answer?: string,
  ): Promise<SignInOutcome> {
    return (await this.load()).signInWithChallenge(username, challenge, answer);
  }

  async answerCustomChallenge(name: CustomChallengeName, answer: string): Promise<SignInOutcome> {
    return (await this.load()).answerCustomChallenge(name, answer);
  }

  async refresh(): Promise<SessionTokens> {
    return (await this.load()).refresh();
  }

  async signOut(options?: { global?: boolean }): Promise<void> {
    return (await this.load()).signOut(options);
  }

  async forgotPassword(username: string): Promise<void> {
    return (await this.load()).forgotPassword(username);
  }

  async confirmForgotPassword(username: string, code: string, newPassword: string): Promise<void> {
    return (await this.load()).confirmForgotPassword(username, code, newPassword);
  }

  /** The sign-in worker, started once (undefined: none; the sign-in then runs on the page). */
  private signInWorker(): Promise<SignInWorkerLike | undefined> {
    this.worker ??= browserSignInWorker().catch(() => undefined);
    return this.worker;
  }
}
