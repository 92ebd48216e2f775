import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { AccountApiPort } from '../../src-domain/account/account-api.port';
import { AppConfig } from '../../src-domain/configuration/app-config.model';
import { StorageKey } from '../../src-domain/consent/storage-keys.rules';
import { IdentityPort } from '../../src-domain/identity/identity.port';
import { NavigationPort } from '../../src-domain/navigation/navigation.port';
import { Routes } from '../../src-domain/navigation/routes.model';
import {
  safeRedirectTarget,
  type SafeRedirectOptions,
} from '../../src-domain/navigation/safe-redirect.rules';
import {
  appendQuery,
  LOGOUT_CLEANUP,
  logoutTarget,
  shadowLogoutPlan,
  type LogoutParameters,
} from '../../src-domain/session/logout.rules';
import { CookiePort } from '../../src-domain/storage/cookie.port';
import { KeyValueStoragePort } from '../../src-domain/storage/key-value-storage.port';
import { SessionStore } from '../session/session.store';

/**
 * The screens that only act and leave (spec 000 §2): /user/logout, /user/shadow-logout,
 * /user/refresh and sso_client/{clientId}. Every target goes through the domain's safe-redirect
 * rules, so no parameter can send the user off our origins.
 */
@injectable()
export class SessionExitStore {
  /** What the screen says while it works. */
  working: 'idle' | 'logout' | 'refresh' | 'sso' = 'idle';

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(IdentityPort) private readonly identity: IdentityPort,
    @inject(AccountApiPort) private readonly account: AccountApiPort,
    @inject(NavigationPort) private readonly navigation: NavigationPort,
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(KeyValueStoragePort) private readonly storage: KeyValueStoragePort,
    @inject(CookiePort) private readonly cookies: CookiePort,
  ) {
    makeAutoObservable<
      SessionExitStore,
      'session' | 'identity' | 'account' | 'navigation' | 'config' | 'storage' | 'cookies'
    >(this, {
      session: false,
      identity: false,
      account: false,
      navigation: false,
      config: false,
      storage: false,
      cookies: false,
    });
  }

  private get safety(): SafeRedirectOptions {
    return {
      origin: this.config.origins.public,
      allowedOrigins: [this.config.origins.corporate, this.config.origins.legacyApp],
    };
  }

  /**
   * /user/logout: checks whether anybody is signed in; a signed-in user is logged out (server
   * logout with the refresh token, sign-out, clean-up). A shadow user then goes to the corporate
   * host's /user/logout; anybody else to `redirectAfterLogout` (made safe, default '/') with
   * `brand` and `ref` carried.
   */
  async logout(parameters: LogoutParameters): Promise<void> {
    this.working = 'logout';
    await this.session.restore().catch(() => undefined);
    const isShadowUser = this.session.user?.is_shadow_user === true;
    if (this.identity.currentTokens()) await this.endSession();
    this.navigation.redirect(
      logoutTarget({ isShadowUser, corporateOrigin: this.config.origins.corporate, parameters }, this.safety),
    );
  }

  /** /user/shadow-logout: a shadow user is logged out; everybody goes to the corporate login. */
  async shadowLogout(): Promise<void> {
    this.working = 'logout';
    await this.session.restore().catch(() => undefined);
    const plan = shadowLogoutPlan(this.session.user?.is_shadow_user === true, this.config.origins.corporate);
    if (plan.signOut) await this.endSession();
    this.navigation.redirect(plan.target);
  }

  /**
   * /user/refresh: forces a token refresh, then goes to `path` (safe, default '/'). A refresh
   * that fails (the session ended) goes to the login page with that path as `ref`.
   */
  async refresh(path: string | undefined): Promise<void> {
    this.working = 'refresh';
    const target = safeRedirectTarget(path, this.safety);
    try {
      await this.identity.refresh();
      this.navigation.redirect(target);
    } catch {
      this.navigation.redirect(appendQuery(Routes.login, 'ref', target));
    }
  }

  /** sso_client/{clientId}: remembers the client id (cookie h_client_id); the view goes on to /dashboard. */
  rememberClient(clientId: string): void {
    this.working = 'sso';
    if (clientId.trim() !== '') this.cookies.set(StorageKey.clientId, clientId.trim());
  }

  /**
   * Sign-out and the clean-up of spec 000 §4. The identity port's sign-out is the one server
   * logout (POST /v1/logout with the refresh token): a second call here would find the token
   * already logged out and answer 401.
   */
  private async endSession(): Promise<void> {
    await this.session.signOut().catch(() => undefined);
    if (LOGOUT_CLEANUP.clearSessionStorage) this.storage.clearSession();
    LOGOUT_CLEANUP.storageKeys.forEach((key) => this.storage.remove(key));
    LOGOUT_CLEANUP.cookies.forEach((name) => this.cookies.remove(name));
    if (LOGOUT_CLEANUP.clearCaches) this.account.forgetCachedReads();
  }
}
