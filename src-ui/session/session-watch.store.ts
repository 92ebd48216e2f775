import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AccountApiPort } from '../../src-domain/account/account-api.port';
import { mustSetUpMfa } from '../../src-domain/account/mfa.rules';
import { ConnectivityPort, type Unsubscribe } from '../../src-domain/connectivity/connectivity.port';
import { IdentityPort } from '../../src-domain/identity/identity.port';
import { NavigationPort } from '../../src-domain/navigation/navigation.port';
import { Routes } from '../../src-domain/navigation/routes.model';
import { decodeTokenClaims } from '../../src-domain/session/jwt.rules';
import { focusCheck } from '../../src-domain/session/session-guards.rules';
import { isSessionPaused, sessionPausedLanding } from '../../src-domain/session/session-paused.rules';
import type { SessionTokens } from '../../src-domain/session/session.model';
import { SessionStore } from './session.store';

/** This SPA is the main application (the scheduling app, which lands on /schedule, is another). */
export const IS_MAIN_APP = true;
/** Claim of the shadow marker in an impersonation session (the identity service's name). */
export const SHADOW_CLAIM = 'custom:is_shadow_user';
/** How often the stored session is compared with this page's (another tab may switch account), ms. */
export const ACCOUNT_CHECK_INTERVAL_MS = 3000;

/** An in-app navigation a view performs for the store, with the toast to show on arrival. */
export interface SessionNavigation {
  readonly path: string;
  /** i18n key of a danger toast, and how long it stays (ms). */
  readonly toast?: { readonly key: string; readonly durationMs: number };
}

function impersonating(tokens: SessionTokens | undefined): boolean {
  const claims = decodeTokenClaims(tokens?.idToken ?? tokens?.accessToken);
  const marker = claims?.[SHADOW_CLAIM];
  return marker === true || marker === 'true';
}

/**
 * The signed-in page's watch over its session (spec 000 §4, §6): the focus check (no token →
 * /user/logout with a timeout toast), the session-paused modal when another tab switched account
 * or started an impersonation, and the account checks after sign-in (suspension → /account-
 * suspension, multi-factor set-up → /user/setup-mfa). Decides with domain rules; the view
 * performs `navigation` through the router.
 */
@injectable()
export class SessionWatchStore {
  paused = false;
  navigation: SessionNavigation | undefined = undefined;
  /**
   * Where the last account check sent the user (/account-suspension, /user/setup-mfa), until the
   * next check starts: a page that would navigate on its own (the home-page redirect) must not.
   */
  leavingFor: string | undefined = undefined;
  private standing: Promise<void> | undefined;
  private pageUsername: string | undefined;
  private pageIsShadow = false;
  private stops: Unsubscribe[] = [];

  constructor(
    @inject(IdentityPort) private readonly identity: IdentityPort,
    @inject(AccountApiPort) private readonly account: AccountApiPort,
    @inject(NavigationPort) private readonly pageNavigation: NavigationPort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(ConnectivityPort) private readonly connectivity: ConnectivityPort,
  ) {
    makeAutoObservable<
      SessionWatchStore,
      | 'identity'
      | 'account'
      | 'pageNavigation'
      | 'session'
      | 'connectivity'
      | 'stops'
      | 'pageUsername'
      | 'standing'
    >(this, {
      standing: false,
      identity: false,
      account: false,
      pageNavigation: false,
      session: false,
      connectivity: false,
      stops: false,
      pageUsername: false,
    });
  }

  /**
   * Starts watching for the signed-in page: remembers whose session this page shows, listens to
   * window focus and compares accounts every ACCOUNT_CHECK_INTERVAL_MS. Returns the stop function.
   */
  start(): Unsubscribe {
    this.stop();
    const tokens = this.identity.currentTokens();
    this.pageUsername = tokens?.username;
    this.pageIsShadow = this.session.user?.is_shadow_user === true || impersonating(tokens);
    this.stops.push(this.connectivity.onFocus(() => this.onFocus()));
    const timer = setInterval(() => this.checkAccount(), ACCOUNT_CHECK_INTERVAL_MS);
    this.stops.push(() => clearInterval(timer));
    return () => this.stop();
  }

  stop(): void {
    this.stops.forEach((stop) => stop());
    this.stops = [];
  }

  /** Window focus: the timeout check, then the account comparison. */
  onFocus(): void {
    const decision = focusCheck(
      this.identity.currentTokens() !== undefined,
      this.pageNavigation.currentPath(),
    );
    if (decision) {
      this.stop();
      this.navigation = {
        path: decision.redirect,
        toast: { key: 'session.timedOut', durationMs: decision.toast.durationMs },
      };
      return;
    }
    this.checkAccount();
  }

  /** Pauses the session when the stored account is not this page's, or an impersonation began. */
  checkAccount(): void {
    if (this.paused) return;
    const tokens = this.identity.currentTokens();
    if (!tokens) return;
    const paused = isSessionPaused({
      pageUsername: this.pageUsername,
      activeUsername: tokens.username,
      impersonating: !this.pageIsShadow && impersonating(tokens),
    });
    if (paused) this.paused = true;
  }

  /** OK on the session-paused modal: a fresh page (every store reset) on the landing route. */
  acknowledgePause(): void {
    this.stop();
    this.pageNavigation.redirect(sessionPausedLanding(IS_MAIN_APP));
  }

  /** The view performed the navigation. */
  navigated(): void {
    this.navigation = undefined;
  }

  /**
   * After sign-in: a suspended account goes to /account-suspension; otherwise a user who must set
   * up multi-factor authentication goes to /user/setup-mfa. Both come from the session bootstrap
   * when it carried them, else are read at once (suspension still decides first); the
   * multi-factor status is not read again when the sign-in on this page just read it. Failed
   * checks change nothing. Never rejects.
   */
  checkAccountStanding(): Promise<void> {
    const run = this.runStandingChecks();
    this.standing = run;
    return run;
  }

  /**
   * Resolves once the account check under way (if any) has decided, `leavingFor` then set when it
   * sends the user away. Never rejects.
   */
  standingDecided(): Promise<void> {
    return this.standing ?? Promise.resolve();
  }

  private async runStandingChecks(): Promise<void> {
    runInAction(() => (this.leavingFor = undefined));
    const user = this.session.user;
    if (!user) return;
    const entry = user.entry_mode;
    const mfaChecked = this.session.takeMfaCheckedAtSignIn();
    // The session bootstrap carries both (once); a part it did not carry is read here.
    const known = {
      suspension: this.session.takeBootstrapPart('suspension'),
      mfa: this.session.takeBootstrapPart('mfa'),
    };
    const [suspension, mfa] = await Promise.all([
      known.suspension
        ? known.suspension.suspended
        : user.user_employer && entry
          ? this.account.isSuspended(entry.brand_id).catch(() => undefined)
          : undefined,
      mfaChecked ? undefined : (known.mfa ?? this.account.mfaStatus().catch(() => undefined)),
    ]);
    if (suspension === true) {
      this.leave(Routes.accountSuspension);
      return;
    }
    if (mustSetUpMfa(mfa)) this.leave(MFA_SETUP_PATH);
  }

  private leave(path: string): void {
    this.leavingFor = path;
    this.navigation = { path };
  }
}

/** The multi-factor set-up screen (spec 000 §2). */
export const MFA_SETUP_PATH = '/user/setup-mfa';
