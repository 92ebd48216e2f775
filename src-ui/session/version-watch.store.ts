import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Unsubscribe } from '../../src-domain/connectivity/connectivity.port';
import { StorageKey } from '../../src-domain/consent/storage-keys.rules';
import { IdentityPort } from '../../src-domain/identity/identity.port';
import { maintenanceDecision } from '../../src-domain/maintenance/maintenance.rules';
import { NavigationPort } from '../../src-domain/navigation/navigation.port';
import { Routes } from '../../src-domain/navigation/routes.model';
import { decodeTokenClaims } from '../../src-domain/session/jwt.rules';
import { KeyValueStoragePort } from '../../src-domain/storage/key-value-storage.port';
import { parseInstant } from '../../src-domain/time/instant.rules';
import { VersionPollerPort, type VersionCheck } from '../../src-domain/versions/version-poller.port';
import { WebAppVersion, type VersionEnvironment } from '../../src-domain/versions/web-version.model';
import { BrandContextStore } from '../brands/brand-context.store';
import { SessionStore } from './session.store';
import type { SessionNavigation } from './session-watch.store';

/**
 * Maintenance and version updates while signed in (spec 000 §4): each check of the version
 * poller goes through `maintenanceDecision` (IN_MAINTENANCE → /maintenance; a session begun
 * before a REVOKE_SESSION time → /user/logout) and its update decision (ask → the prompt,
 * force → reload, once per version and tab: when the reloaded page is still older, the user is
 * asked instead of the page reloading again). The poller itself reloads at the cache-invalidation
 * time.
 */
@injectable()
export class VersionWatchStore {
  /** The newer version the user is asked to load, when any. */
  updateAvailable: string | undefined = undefined;
  navigation: SessionNavigation | undefined = undefined;

  constructor(
    @inject(NavigationPort) private readonly pageNavigation: NavigationPort,
    @inject(IdentityPort) private readonly identity: IdentityPort,
    @inject(KeyValueStoragePort) private readonly storage: KeyValueStoragePort,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(BrandContextStore) private readonly brands: BrandContextStore,
    @inject(WebAppVersion) private readonly version: WebAppVersion,
    @inject(VersionPollerPort) private readonly poller: VersionPollerPort,
  ) {
    makeAutoObservable<
      VersionWatchStore,
      'pageNavigation' | 'identity' | 'storage' | 'session' | 'brands' | 'version' | 'poller'
    >(this, {
      pageNavigation: false,
      identity: false,
      storage: false,
      session: false,
      brands: false,
      version: false,
      poller: false,
    });
  }

  /** Starts polling; returns the stop function. */
  start(): Unsubscribe {
    return this.poller.watch(
      this.version,
      () => this.environment(),
      (check) => this.apply(check),
    );
  }

  /** Acts on one check: maintenance first, then the update decision. */
  apply(check: VersionCheck): void {
    const decision = maintenanceDecision(check.info.maintenance, {
      startedAtMs: this.sessionStartedAt(),
      currentPath: this.pageNavigation.currentPath(),
    });
    if (decision.kind === 'enter-maintenance') {
      this.navigation = { path: decision.path };
      return;
    }
    if (decision.kind === 'revoke-session') {
      this.navigation = { path: Routes.logout };
      return;
    }
    const update = check.decision;
    if (update.kind === 'none') return;
    if (update.kind === 'force' && this.pageNavigation.reloadOnce(`version:${update.version}`)) return;
    this.updateAvailable = update.version;
  }

  /** 'Refresh' on the update prompt. */
  refreshNow(): void {
    this.pageNavigation.reload();
  }

  /** 'Later' on the update prompt. */
  dismissUpdate(): void {
    this.updateAvailable = undefined;
  }

  navigated(): void {
    this.navigation = undefined;
  }

  /** When this session began: the saved login time, else the token's auth_time or iat (epoch ms). */
  private sessionStartedAt(): number | undefined {
    const saved = this.storage.get(StorageKey.loginTime);
    const savedMs =
      saved === undefined ? undefined : parseInstant(/^\d+$/.test(saved) ? Number(saved) : saved);
    if (savedMs !== undefined) return savedMs;
    const tokens = this.identity.currentTokens();
    const claims = decodeTokenClaims(tokens?.idToken ?? tokens?.accessToken);
    const seconds = claims?.['auth_time'] ?? claims?.iat;
    return typeof seconds === 'number' ? seconds * 1000 : undefined;
  }

  private environment(): VersionEnvironment {
    const path = this.pageNavigation.currentPath();
    const brand = this.brands.activeBrand;
    return {
      route: path.split(/[?#]/)[0] ?? path,
      url: path,
      brandId: brand?.id,
      userId: this.session.user?.id,
      services: brand?.services?.map((service) => service.code),
    };
  }
}
