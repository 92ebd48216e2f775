import { inject, injectable } from 'inversify';
import { makeAutoObservable, observable, runInAction, when } from 'mobx';
import type { MfaStatus } from '../../src-domain/account/account-api.port';
import { parseSavedContext } from '../../src-domain/brands/saved-context.rules';
import { StorageKey } from '../../src-domain/consent/storage-keys.rules';
import { GatewayError } from '../../src-domain/gateway/gateway.errors';
import { IdentityPort } from '../../src-domain/identity/identity.port';
import { NavigationPort } from '../../src-domain/navigation/navigation.port';
import { userInfoFailureAction } from '../../src-domain/session/session-guards.rules';
import { SessionApiPort } from '../../src-domain/session/session-api.port';
import type {
  SessionBootstrap,
  SessionBootstrapPart,
} from '../../src-domain/session/session-bootstrap.model';
import type { SignInOutcome } from '../../src-domain/session/session.model';
import { KeyValueStoragePort } from '../../src-domain/storage/key-value-storage.port';
import type { UserInfo } from '../../src-domain/session/user-info.model';

/** Whether anybody is signed in: `unknown` until the stored session has been checked. */
export type SessionStatus = 'unknown' | 'signed-out' | 'signed-in';

/** The session's first read: the bootstrap, or the error that answered it. */
type UserRead = { readonly bootstrap: SessionBootstrap } | { readonly error: unknown };

/**
 * The session of this tab: who is signed in and their user record (spec 000 §4). Decides with
 * the domain's session rules; acts through the identity, session API and navigation ports. The
 * user record comes with the session bootstrap (issue #20): the other parts of that one read
 * (multi-factor standing, suspension, home-page preference, context brand facts) wait here for
 * their readers, each taken once (`takeBootstrapPart`), so a later check reads afresh.
 */
@injectable()
export class SessionStore {
  status: SessionStatus = 'unknown';
  user: UserInfo | undefined = undefined;
  /** Set while a check or sign-in is under way, so the guard can wait instead of redirecting. */
  checking = false;
  /**
   * True while the last check of the stored session got no answer at all (the network is gone):
   * the status stays `unknown`, and a screen that works offline (issue #33's time clock) may open
   * on the stored tokens meanwhile. False once a check is answered, or before any check.
   */
  unreachable = false;
  /**
   * How many sign-ins are under way (`whileOpening`), from the first identity call until the
   * session is restored or the sign-in ended otherwise: the way in, which work that can wait
   * (the page-settled work of src/client.tsx) lets go first (issue #30).
   */
  private openings = 0;
  private restoring: Promise<void> | undefined;
  /** Set when the sign-in already read the multi-factor status; taken by the first account check. */
  private mfaCheckedAtSignIn = false;
  /** The bootstrap read under way (shared by the sign-in's MFA check and the restore). */
  private reading: Promise<UserRead> | undefined;
  /** The last bootstrap applied, and which of its parts were taken. */
  private bootstrap: SessionBootstrap | undefined;
  private taken = new Set<SessionBootstrapPart>();

  constructor(
    @inject(IdentityPort) private readonly identity: IdentityPort,
    @inject(SessionApiPort) private readonly api: SessionApiPort,
    @inject(NavigationPort) private readonly navigation: NavigationPort,
    @inject(KeyValueStoragePort) private readonly storage: KeyValueStoragePort,
  ) {
    makeAutoObservable<
      SessionStore,
      | 'identity'
      | 'api'
      | 'navigation'
      | 'storage'
      | 'restoring'
      | 'mfaCheckedAtSignIn'
      | 'reading'
      | 'bootstrap'
      | 'taken'
      | 'openings'
    >(this, {
      identity: false,
      api: false,
      navigation: false,
      storage: false,
      restoring: false,
      mfaCheckedAtSignIn: false,
      reading: false,
      bootstrap: false,
      taken: false,
      openings: observable,
    });
  }

  /** Whether a sign-in is under way (`whileOpening`). */
  get opening(): boolean {
    return this.openings > 0;
  }

  /** Runs a sign-in, `opening` meanwhile; settles as `signIn` does. */
  async whileOpening<T>(signIn: () => Promise<T>): Promise<T> {
    this.openings += 1;
    try {
      return await signIn();
    } finally {
      runInAction(() => (this.openings -= 1));
    }
  }

  /** Resolves once no sign-in is under way (at once when none is). Never rejects. */
  whenNotOpening(): Promise<void> {
    return when(() => !this.opening);
  }

  get isSignedIn(): boolean {
    return this.status === 'signed-in';
  }

  /** The `cognito:username` of the stored session, or undefined when signed out. */
  get username(): string | undefined {
    return this.identity.currentTokens()?.username;
  }

  /**
   * Checks the stored session once per call site: no tokens → signed out; otherwise loads the
   * user record. A 401 (or 403 USER_NOT_MAPPED) signs out and goes to the login page with
   * `error_code`; a 400 is ignored (spec 000 §8). Concurrent callers share one check.
   */
  restore(): Promise<void> {
    this.restoring ??= this.loadUser().finally(() => {
      this.restoring = undefined;
    });
    return this.restoring;
  }

  /**
   * The sign-in's restore when a multi-factor check must pass first (spec 000 §4): the user record
   * is read at once, alongside `mfaCheck` (which should not reject), so the two cost one round
   * trip; it is applied (as by `restore`) only when `mfaCheck` resolves true. On false nothing changes and the record is
   * dropped: the caller leaves for the set-up screen. Resolves whether the session was restored;
   * rejects as `restore` does. The first `takeMfaCheckedAtSignIn` after a restore answers true.
   */
  restoreAfterMfaCheck(mfaCheck: Promise<boolean>): Promise<boolean> {
    return this.readAndApply(mfaCheck, { mfaChecked: true });
  }

  /**
   * The multi-factor standing at sign-in, from the session bootstrap the restore then applies (one
   * read for both): `undefined` when the read failed or did not carry it. Never rejects.
   */
  async mfaStatusAtSignIn(): Promise<MfaStatus | undefined> {
    const read = await this.readBootstrap();
    return 'bootstrap' in read ? read.bootstrap.mfa : undefined;
  }

  /**
   * A part of the bootstrap the last restore applied, once: `undefined` when it was taken already,
   * when the read did not carry it, or when no restore applied one. Whoever gets `undefined` reads
   * the part on its own.
   */
  takeBootstrapPart<Part extends SessionBootstrapPart>(part: Part): SessionBootstrap[Part] | undefined {
    if (!this.bootstrap || this.taken.has(part)) return undefined;
    this.taken.add(part);
    return this.bootstrap[part];
  }

  /**
   * True once after `restoreAfterMfaCheck` restored a session: the sign-in already read the
   * multi-factor status, so the account checks right after it need not read it again.
   */
  takeMfaCheckedAtSignIn(): boolean {
    const checked = this.mfaCheckedAtSignIn;
    this.mfaCheckedAtSignIn = false;
    return checked;
  }

  /**
   * Shows a newly saved or newly read profile photo at once, `null` when the user has none (the
   * header avatar observes the user record).
   */
  showProfilePhoto(photo: { readonly uuid: string; readonly path: string } | null): void {
    if (this.user) this.user = { ...this.user, profile_image: photo };
  }

  /** Signs in; on success the user record is loaded before this resolves. */
  async signIn(username: string, password: string, recaptchaToken?: string): Promise<SignInOutcome> {
    const outcome = await this.identity.signIn(username, password, recaptchaToken);
    if (outcome.kind === 'signed-in') await this.restore();
    return outcome;
  }

  /** Signs out locally (and everywhere with `global`), forgetting the user. */
  async signOut(options?: { global?: boolean }): Promise<void> {
    await this.identity.signOut(options);
    this.bootstrap = undefined;
    runInAction(() => {
      this.user = undefined;
      this.status = 'signed-out';
    });
  }

  private async loadUser(): Promise<void> {
    await this.readAndApply(Promise.resolve(true), { mfaChecked: false });
  }

  /** Reads the user record while `proceed` settles; applies it when `proceed` is true. */
  private async readAndApply(proceed: Promise<boolean>, options: { mfaChecked: boolean }): Promise<boolean> {
    this.mfaCheckedAtSignIn = false;
    if (!this.identity.currentTokens()) {
      runInAction(() => {
        this.user = undefined;
        this.status = 'signed-out';
      });
      return false;
    }
    runInAction(() => (this.checking = true));
    try {
      const read = this.readBootstrap();
      if (!(await proceed)) return false;
      await this.apply(await read);
      this.mfaCheckedAtSignIn = options.mfaChecked && this.status === 'signed-in';
      return true;
    } finally {
      runInAction(() => (this.checking = false));
    }
  }

  /**
   * The session bootstrap, with the saved context as the hint; one read at a time (the sign-in's
   * MFA check and the restore share it). Never rejects (the error is the answer).
   */
  private readBootstrap(): Promise<UserRead> {
    this.reading ??= this.api
      .bootstrap(parseSavedContext(this.storage.get(StorageKey.userContext))?.brand_id)
      .then(
        (bootstrap): UserRead => ({ bootstrap }),
        (error: unknown): UserRead => ({ error }),
      )
      .finally(() => {
        this.reading = undefined;
      });
    return this.reading;
  }

  private async apply(read: UserRead): Promise<void> {
    const unanswered = 'error' in read && read.error instanceof GatewayError && read.error.status === 0;
    runInAction(() => (this.unreachable = unanswered));
    if ('error' in read) {
      await this.handleUserInfoFailure(read.error);
      return;
    }
    this.bootstrap = read.bootstrap;
    this.taken = new Set();
    runInAction(() => {
      this.user = read.bootstrap.user;
      this.status = 'signed-in';
    });
  }

  private async handleUserInfoFailure(error: unknown): Promise<void> {
    if (!(error instanceof GatewayError)) throw error;
    const action = userInfoFailureAction(error.status, error.serverCode);
    if (action.kind === 'sign-out') {
      await this.signOut();
      this.navigation.redirect(action.loginPath);
      return;
    }
    // A 400 is ignored: the session goes on without the record. Anything else is the caller's
    // to show (the status stays as it was, so no guard redirects on a passing failure).
    if (action.kind === 'fail') throw error;
    runInAction(() => (this.status = 'signed-in'));
  }
}
