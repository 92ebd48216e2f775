import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AppConfig } from '../../src-domain/configuration/app-config.model';
import { StorageKey } from '../../src-domain/consent/storage-keys.rules';
import { GatewayError } from '../../src-domain/gateway/gateway.errors';
import { RandomTokenPort } from '../../src-domain/identity/random-token.port';
import { JobAdsApiPort, type JobAdsConnection } from '../../src-domain/job-ads/job-ads-api.port';
import {
  JOB_ADS_CALLBACK_PATH,
  decideCallback,
  jobAdsAuthorizeUrl,
  parsePendingLogin,
  readCallbackMessage,
  serializePendingLogin,
  type JobAdsCallback,
} from '../../src-domain/job-ads/job-ads-login.rules';
import {
  JOB_ADS_CLOSED_CHECK_MS,
  JOB_ADS_POLL_MS,
  JOB_ADS_POPUP_SIZE,
} from '../../src-domain/job-ads/job-ads.rules';
import { PkcePort } from '../../src-domain/job-ads/pkce.port';
import { NavigationPort, type PopupHandle } from '../../src-domain/navigation/navigation.port';
import { PopupMessagesPort } from '../../src-domain/navigation/popup-messages.port';
import { TabStoragePort } from '../../src-domain/storage/tab-storage.port';

/** Bytes of randomness in the OAuth `state` (128 bits). */
export const JOB_ADS_STATE_BYTES = 16;

/** Where the brand's connection stands. */
export type JobAdsConnectionPhase =
  'unknown' | 'checking' | 'check-failed' | 'disconnected' | 'connecting' | 'connected';

/**
 * What the person is told after a step: each outcome of the provider's login has its own
 * (`closed` popup, `denied` consent, `partial` consent with `missingScopes`, a refused grant
 * without the campaign read scope, a `state` that was not ours), and so do losses of the
 * connection found later (`revoked`, `expired`).
 */
export type JobAdsNotice =
  | { readonly kind: 'connected' }
  | { readonly kind: 'partial'; readonly missingScopes: readonly string[] }
  | { readonly kind: 'closed' }
  | { readonly kind: 'denied' }
  | { readonly kind: 'scope-missing' }
  | { readonly kind: 'state-mismatch' }
  | { readonly kind: 'revoked' }
  | { readonly kind: 'expired' }
  | { readonly kind: 'disconnected' }
  | { readonly kind: 'failed'; readonly code: string | undefined };

const serverCode = (error: unknown) => (error instanceof GatewayError ? error.serverCode : undefined);

/**
 * The brand's connection to the job-ad provider (issue #18). `connect` keeps `state` and the
 * PKCE verifier for the tab (TabStoragePort), opens the provider's consent page in a 600 × 600
 * popup and polls every 100 ms for the answer /oauth2/ posts back (PopupMessagesPort, our
 * origin only), checking every 2 000 ms whether the popup was closed (spec 000 §9). A blocked
 * popup becomes a full-page redirect; /oauth2/ then completes the login itself (`complete`).
 * The server exchanges the code; this store never sees a provider token.
 */
@injectable()
export class JobAdsConnectionStore {
  phase: JobAdsConnectionPhase = 'unknown';
  connection: JobAdsConnection | undefined = undefined;
  notice: JobAdsNotice | undefined = undefined;
  brandId: number | undefined = undefined;
  private popup: PopupHandle | undefined;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private ticks = 0;
  private inbox: JobAdsCallback | undefined;
  private unlisten: (() => void) | undefined;
  /** The check under way, for the brand it reads. */
  private checking: { brandId: number; done: Promise<void> } | undefined;

  constructor(
    @inject(JobAdsApiPort) private readonly api: JobAdsApiPort,
    @inject(NavigationPort) private readonly navigation: NavigationPort,
    @inject(PopupMessagesPort) private readonly messages: PopupMessagesPort,
    @inject(TabStoragePort) private readonly tab: TabStoragePort,
    @inject(PkcePort) private readonly pkce: PkcePort,
    @inject(RandomTokenPort) private readonly random: RandomTokenPort,
    @inject(AppConfig) private readonly config: AppConfig,
  ) {
    makeAutoObservable<
      JobAdsConnectionStore,
      | 'api'
      | 'navigation'
      | 'messages'
      | 'tab'
      | 'pkce'
      | 'random'
      | 'config'
      | 'popup'
      | 'timer'
      | 'ticks'
      | 'inbox'
      | 'unlisten'
      | 'checking'
    >(this, {
      api: false,
      navigation: false,
      messages: false,
      tab: false,
      pkce: false,
      random: false,
      config: false,
      popup: false,
      timer: false,
      ticks: false,
      inbox: false,
      checking: false,
      unlisten: false,
    });
  }

  get connected(): boolean {
    return this.phase === 'connected';
  }

  /**
   * Reads whether the brand is connected (no campaign call); a new brand starts over. A check of
   * the same brand while one is under way shares it (the screen's `prepare` starts it before the
   * screen's own effect asks again).
   */
  check(brandId: number): Promise<void> {
    if (this.checking?.brandId === brandId) return this.checking.done;
    const done = this.read(brandId).finally(() => {
      if (this.checking?.done === done) this.checking = undefined;
    });
    this.checking = { brandId, done };
    return done;
  }

  private async read(brandId: number): Promise<void> {
    if (this.brandId !== brandId) {
      this.stopPolling();
      this.connection = undefined;
      this.notice = undefined;
    }
    this.brandId = brandId;
    this.phase = 'checking';
    try {
      const connection = await this.api.check(brandId);
      runInAction(() => {
        if (this.brandId !== brandId) return;
        this.connection = connection;
        this.phase = connection.loggedIn ? 'connected' : 'disconnected';
        if (connection.reason === 'REVOKED') this.notice = { kind: 'revoked' };
        if (connection.reason === 'EXPIRED') this.notice = { kind: 'expired' };
      });
    } catch {
      runInAction(() => (this.phase = 'check-failed'));
    }
  }

  /** Starts the provider's login for the checked brand (see the class comment). */
  async connect(): Promise<void> {
    const brandId = this.brandId;
    if (brandId === undefined || this.phase === 'connecting') return;
    this.stopPolling();
    this.phase = 'connecting';
    this.notice = undefined;
    let url: string;
    try {
      const pair = await this.pkce.create();
      const state = this.random.next(JOB_ADS_STATE_BYTES);
      // The popup comes back to this page's origin (a language subdomain has its own).
      const redirectUri = new URL(
        JOB_ADS_CALLBACK_PATH,
        this.messages.ownOrigin() || this.config.origins.public,
      ).href;
      this.tab.set(
        StorageKey.jobAdsLogin,
        serializePendingLogin({ state, verifier: pair.verifier, brandId, redirectUri }),
      );
      url = jobAdsAuthorizeUrl(this.config.jobAds, { redirectUri, state, challenge: pair.challenge });
    } catch {
      runInAction(() => {
        this.phase = 'disconnected';
        this.notice = { kind: 'failed', code: undefined };
      });
      return;
    }
    this.inbox = undefined;
    this.unlisten = this.messages.listen((data) => {
      const callback = readCallbackMessage(data);
      if (callback) this.inbox = callback;
    });
    const popup = this.navigation.openPopup(url, JOB_ADS_POPUP_SIZE);
    if (!popup) {
      // Popups blocked: the whole page goes to the provider and comes back to /oauth2/.
      this.stopPolling();
      this.navigation.redirect(url);
      return;
    }
    this.popup = popup;
    this.ticks = 0;
    this.schedule();
  }

  /** Completes a login whose answer reached /oauth2/ without a popup (the full-page fallback). */
  complete(callback: JobAdsCallback): Promise<void> {
    return this.finish(callback);
  }

  async disconnect(): Promise<void> {
    const brandId = this.brandId;
    if (brandId === undefined) return;
    try {
      await this.api.logout(brandId);
      runInAction(() => {
        this.connection = undefined;
        this.phase = 'disconnected';
        this.notice = { kind: 'disconnected' };
      });
    } catch (error) {
      runInAction(() => (this.notice = { kind: 'failed', code: serverCode(error) }));
    }
  }

  /** A read found the connection gone (INDEED.REVOKED / SESSION_EXPIRED / NOT_CONNECTED). */
  lost(code: string | undefined): void {
    this.connection = undefined;
    this.phase = 'disconnected';
    this.notice =
      code === 'INDEED.REVOKED'
        ? { kind: 'revoked' }
        : code === 'INDEED.SESSION_EXPIRED'
          ? { kind: 'expired' }
          : undefined;
  }

  dismissNotice(): void {
    this.notice = undefined;
  }

  /** Leaving the screen: stops polling (the popup, if any, stays for the person to close). */
  dispose(): void {
    this.stopPolling();
    if (this.phase === 'connecting') this.phase = 'disconnected';
  }

  private schedule(): void {
    this.timer = setTimeout(() => this.poll(), JOB_ADS_POLL_MS);
  }

  private poll(): void {
    const popup = this.popup;
    if (!popup) return;
    this.ticks += 1;
    const callback = this.inbox;
    if (callback) {
      popup.close();
      this.stopPolling();
      void this.finish(callback);
      return;
    }
    if ((this.ticks * JOB_ADS_POLL_MS) % JOB_ADS_CLOSED_CHECK_MS === 0 && popup.isClosed()) {
      this.stopPolling();
      runInAction(() => {
        this.phase = 'disconnected';
        this.notice = { kind: 'closed' };
      });
      return;
    }
    this.schedule();
  }

  private stopPolling(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
    this.popup = undefined;
    this.unlisten?.();
    this.unlisten = undefined;
  }

  private async finish(callback: JobAdsCallback): Promise<void> {
    const pending = parsePendingLogin(this.tab.get(StorageKey.jobAdsLogin));
    const decision = decideCallback(callback, pending);
    // A code is good for one try: whatever happens next, this login is over.
    if (decision.kind !== 'state-mismatch') this.tab.remove(StorageKey.jobAdsLogin);
    const settle = (notice: JobAdsNotice, connection?: JobAdsConnection) =>
      runInAction(() => {
        this.notice = notice;
        this.connection = connection;
        this.phase = connection?.loggedIn ? 'connected' : 'disconnected';
      });
    if (decision.kind === 'state-mismatch') return settle({ kind: 'state-mismatch' });
    if (decision.kind === 'denied') return settle({ kind: 'denied' });
    if (decision.kind === 'failed') return settle({ kind: 'failed', code: decision.reason });
    runInAction(() => {
      this.brandId = decision.brandId;
      this.phase = 'connecting';
    });
    try {
      const connection = await this.api.login(decision.brandId, decision.grant);
      settle(
        connection.missingScopes.length > 0
          ? { kind: 'partial', missingScopes: connection.missingScopes }
          : { kind: 'connected' },
        connection,
      );
    } catch (error) {
      const code = serverCode(error);
      settle(code === 'INDEED.SCOPE_MISSING' ? { kind: 'scope-missing' } : { kind: 'failed', code });
    }
  }
}
