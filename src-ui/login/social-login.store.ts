import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AppConfig } from '../../src-domain/configuration/app-config.model';
import { IdentityPort } from '../../src-domain/identity/identity.port';
import { RandomTokenPort } from '../../src-domain/identity/random-token.port';
import { NavigationPort, type PopupHandle } from '../../src-domain/navigation/navigation.port';
import { RegistrationApiPort } from '../../src-domain/registration/registration-api.port';
import type { SignInOutcome } from '../../src-domain/session/session.model';
import { LoginStore } from './login.store';

/** Popup size and polling period (spec 000 §9). */
export const SOCIAL_POPUP_SIZE = { width: 600, height: 600 } as const;
export const SOCIAL_POLL_MS = 100;
/** Bytes of randomness in the OAuth `state` (128 bits). */
export const SOCIAL_STATE_BYTES = 16;
/** Where the provider sends the popup back (a page of ours, so the opener can read its URL). */
export const SOCIAL_CALLBACK_PATH = '/user/social-callback';
/** The providers offered, by their identity-provider names. */
export const SOCIAL_PROVIDERS = ['Google', 'Facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** The popup's result (spec 000 §4 "Social login popup: closed, success (with isNewUser) or failure"). */
export type SocialLoginState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'open'; readonly provider: SocialProvider }
  | { readonly kind: 'closed' }
  | { readonly kind: 'success'; readonly isNewUser: boolean }
  | { readonly kind: 'failure'; readonly details?: string };

/** The callback's query parameters, as read from the popup. */
export interface SocialCallback {
  readonly code?: string;
  readonly username?: string;
  readonly isNewUser: boolean;
  readonly state?: string;
  readonly error?: string;
  readonly errorDescription?: string;
}

/** Reads the callback parameters from a URL on our origin at SOCIAL_CALLBACK_PATH, else undefined. */
export function readSocialCallback(url: string, publicOrigin: string): SocialCallback | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.origin !== new URL(publicOrigin).origin || parsed.pathname !== SOCIAL_CALLBACK_PATH) {
    return undefined;
  }
  const value = (name: string) => parsed.searchParams.get(name) ?? undefined;
  return {
    code: value('code'),
    username: value('username'),
    isNewUser: value('is_new_user') === 'true',
    state: value('state'),
    error: value('error'),
    errorDescription: value('error_description'),
  };
}

/**
 * Social sign-in through a 600×600 popup polled every 100 ms: the hosted sign-in of the
 * identity service (`{AUTH_ORIGIN}/oauth2/authorize`, scopes email openid phone profile) sends
 * the popup back to /user/social-callback with the `state` it was given (128 random bits from
 * the RandomTokenPort); a callback whose `state` differs → `failure` 'login.social.stateMismatch'
 * and its code is never used. Closed → `closed`; an error → `failure` with the
 * provider's description; a code → signed in (a new user is registered first as a
 * candidate) → `success` with `isNewUser`.
 */
@injectable()
export class SocialLoginStore {
  state: SocialLoginState = { kind: 'idle' };
  private popup: PopupHandle | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private expectedState = '';

  constructor(
    @inject(NavigationPort) private readonly navigation: NavigationPort,
    @inject(IdentityPort) private readonly identity: IdentityPort,
    @inject(RegistrationApiPort) private readonly registration: RegistrationApiPort,
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(LoginStore) private readonly login: LoginStore,
    @inject(RandomTokenPort) private readonly random: RandomTokenPort,
  ) {
    makeAutoObservable<
      SocialLoginStore,
      | 'navigation'
      | 'identity'
      | 'registration'
      | 'config'
      | 'login'
      | 'random'
      | 'popup'
      | 'timer'
      | 'expectedState'
    >(this, {
      random: false,
      navigation: false,
      identity: false,
      registration: false,
      config: false,
      login: false,
      popup: false,
      timer: false,
      expectedState: false,
    });
  }

  get busy(): boolean {
    return this.state.kind === 'open';
  }

  /** The hosted sign-in address for a provider, with a fresh `state`. */
  authorizeUrl(provider: SocialProvider, state: string): string {
    const url = new URL('/oauth2/authorize', this.config.origins.auth);
    url.searchParams.set('identity_provider', provider);
    url.searchParams.set('client_id', this.config.identity.clientId);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('scope', 'email openid phone profile');
    url.searchParams.set('redirect_uri', new URL(SOCIAL_CALLBACK_PATH, this.config.origins.public).href);
    url.searchParams.set('state', state);
    return url.href;
  }

  /** Opens the popup and starts polling; a blocked popup is a failure. */
  start(provider: SocialProvider): void {
    this.stop();
    this.expectedState = this.random.next(SOCIAL_STATE_BYTES);
    const popup = this.navigation.openPopup(
      this.authorizeUrl(provider, this.expectedState),
      SOCIAL_POPUP_SIZE,
    );
    if (!popup) {
      this.state = { kind: 'failure', details: 'login.social.blocked' };
      return;
    }
    this.popup = popup;
    this.state = { kind: 'open', provider };
    this.schedule();
  }

  /** Stops polling (leaving the screen) and forgets the result. */
  dispose(): void {
    this.stop();
    this.state = { kind: 'idle' };
  }

  private schedule(): void {
    this.timer = setTimeout(() => this.poll(), SOCIAL_POLL_MS);
  }

  private poll(): void {
    const popup = this.popup;
    if (!popup) return;
    const url = popup.currentUrl();
    const callback = url ? readSocialCallback(url, this.config.origins.public) : undefined;
    if (callback) {
      popup.close();
      this.stop();
      void this.finish(callback);
      return;
    }
    if (popup.isClosed()) {
      this.stop();
      this.state = { kind: 'closed' };
      return;
    }
    this.schedule();
  }

  private stop(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.popup = undefined;
  }

  private async finish(callback: SocialCallback): Promise<void> {
    // A callback for another sign-in (a forged or stale `state`) is refused before its code is used.
    if (this.expectedState === '' || callback.state !== this.expectedState) {
      runInAction(() => (this.state = { kind: 'failure', details: 'login.social.stateMismatch' }));
      return;
    }
    this.expectedState = '';
    if (callback.error || !callback.code || !callback.username) {
      runInAction(
        () => (this.state = { kind: 'failure', details: callback.errorDescription ?? callback.error }),
      );
      return;
    }
    try {
      const outcome = await this.signIn(callback.username, callback.code);
      if (outcome.kind === 'failed') {
        runInAction(() => (this.state = { kind: 'failure', details: outcome.message }));
        return;
      }
      if (outcome.kind === 'signed-in' && callback.isNewUser) {
        await this.registration.registerFederatedCandidate();
      }
      const signedIn = await this.login.completeSignIn(outcome, 'SOCIAL');
      runInAction(() => {
        this.state = signedIn ? { kind: 'success', isNewUser: callback.isNewUser } : { kind: 'failure' };
      });
    } catch (error) {
      runInAction(() => {
        this.state = { kind: 'failure', details: error instanceof Error ? error.message : undefined };
      });
    }
  }

  private async signIn(username: string, code: string): Promise<SignInOutcome> {
    if (!this.identity.signInWithChallenge)
      return this.identity.answerCustomChallenge('MASTER_ACCOUNT_TOKEN', code);
    const outcome = await this.identity.signInWithChallenge(username, 'MASTER_ACCOUNT_TOKEN', code);
    return outcome.kind === 'custom-challenge'
      ? this.identity.answerCustomChallenge(outcome.challengeName, code)
      : outcome;
  }
}
