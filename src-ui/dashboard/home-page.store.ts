import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AppConfig } from '../../src-domain/configuration/app-config.model';
import { StorageKey } from '../../src-domain/consent/storage-keys.rules';
import { DashboardsApiPort } from '../../src-domain/dashboards/dashboards-api.port';
import { homePageFactsFrom } from '../../src-domain/home-page/home-page-facts.rules';
import {
  chooseHomePage,
  shouldShowCustomWelcome,
  type HomePage,
} from '../../src-domain/home-page/home-page.rules';
import { Routes } from '../../src-domain/navigation/routes.model';
import { KeyValueStoragePort } from '../../src-domain/storage/key-value-storage.port';
import { BrandContextStore } from '../brands/brand-context.store';
import { ScreenPreloader } from '../navigation/screen-preloader';
import { SessionStore } from '../session/session.store';
import { SessionWatchStore } from '../session/session-watch.store';
import { ClockPort } from '../../src-domain/time/clock.port';
import { PREFETCH_ADOPTION_MS } from './dashboard.model';
import { HaloDashboardStore } from './halo-dashboard.store';
import { HiringDashboardStore } from './hiring-dashboard.store';

/** Where /dashboard stands: deciding, a welcome page to show first, or decided. */
export type HomePageState =
  | { readonly kind: 'resolving' }
  | { readonly kind: 'welcome'; readonly next: HomePage }
  | { readonly kind: 'resolved'; readonly page: HomePage };

/**
 * Resolves /dashboard (spec 000 §4): reads the user, the context brand's facts (policy, services,
 * settings) and the saved preference, and lets `chooseHomePage` decide. The context brand stands
 * in for the entry once one was chosen (so choosing a brand in the access portal lands on that
 * brand's home page). A failure resolves to step 8. When the page is an employer dashboard, its
 * reads start as it is decided, alongside the loading of its screen.
 */
@injectable()
export class HomePageStore {
  state: HomePageState = { kind: 'resolving' };
  /** A choice made ahead (`resolveAhead`), for the next `resolve` to adopt. */
  private ahead: { readonly at: number; readonly page: Promise<HomePage> } | undefined;

  constructor(
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(BrandContextStore) private readonly brands: BrandContextStore,
    @inject(DashboardsApiPort) private readonly api: DashboardsApiPort,
    @inject(KeyValueStoragePort) private readonly storage: KeyValueStoragePort,
    @inject(AppConfig) private readonly config: AppConfig,
    @inject(HaloDashboardStore) private readonly halo: HaloDashboardStore,
    @inject(SessionWatchStore) private readonly watch: SessionWatchStore,
    @inject(HiringDashboardStore) private readonly hiring: HiringDashboardStore,
    @inject(ScreenPreloader) private readonly screens: ScreenPreloader,
    @inject(ClockPort) private readonly clock: ClockPort,
  ) {
    makeAutoObservable<
      HomePageStore,
      | 'session'
      | 'brands'
      | 'api'
      | 'storage'
      | 'config'
      | 'halo'
      | 'watch'
      | 'hiring'
      | 'screens'
      | 'clock'
      | 'ahead'
    >(this, {
      screens: false,
      clock: false,
      ahead: false,
      watch: false,
      hiring: false,
      session: false,
      brands: false,
      api: false,
      storage: false,
      config: false,
      halo: false,
    });
  }

  /**
   * Decides the home page; the state says what to show meanwhile and after. The account checks
   * after sign-in decide first: while one is under way nothing is decided, and when it sends the
   * user away (suspension, multi-factor set-up) the state stays 'resolving', so the home page
   * never races that navigation. Never rejects.
   */
  async resolve(): Promise<void> {
    runInAction(() => (this.state = { kind: 'resolving' }));
    const ahead = this.ahead;
    this.ahead = undefined;
    const adopted = ahead !== undefined && this.clock.now() - ahead.at <= PREFETCH_ADOPTION_MS;
    const page = await (adopted ? ahead.page : this.choose());
    await this.watch.standingDecided();
    if (this.watch.leavingFor !== undefined) return;
    const state = this.stateFor(page);
    // A choice made ahead has started its page's chunk and reads already.
    if (state.kind === 'resolved' && !adopted) this.prefetch(page);
    runInAction(() => (this.state = state));
  }

  /**
   * Chooses the home page ahead, as soon as the session is restored (the sign-in, before the router
   * reaches /dashboard): its screen's chunk and an employer dashboard's reads start then, and the
   * next `resolve` (within PREFETCH_ADOPTION_MS) adopts the choice instead of choosing again. The
   * account checks still decide first in `resolve`. Repeated calls before that `resolve` cost
   * nothing. Never rejects.
   */
  resolveAhead(): void {
    if (this.ahead && this.clock.now() - this.ahead.at <= PREFETCH_ADOPTION_MS) return;
    const page = this.choose();
    this.ahead = { at: this.clock.now(), page };
    void page.then((chosen) => {
      if (this.stateFor(chosen).kind === 'resolved') this.prefetch(chosen);
    });
  }

  /** What /dashboard shows for `page`: the custom welcome page first when it is due. */
  private stateFor(page: HomePage): HomePageState {
    const user = this.session.user;
    const welcome = shouldShowCustomWelcome({
      externalAuthSource: user?.external_auth?.source ?? undefined,
      welcomeSource: this.config.welcomeAuthSource || undefined,
      alreadyShown: this.storage.get(StorageKey.customWelcomePageShown) === 'true',
    });
    return welcome && page.step !== 'error' ? { kind: 'welcome', next: page } : { kind: 'resolved', page };
  }

  /** The user leaves the welcome page: it is never shown again on this device. */
  dismissWelcome(): void {
    if (this.state.kind !== 'welcome') return;
    this.storage.set(StorageKey.customWelcomePageShown, 'true');
    this.state = { kind: 'resolved', page: this.state.next };
  }

  /**
   * The view goes to `page` next: its screen's chunk starts loading now, before the router renders
   * it, and an employer dashboard's reads start alongside.
   */
  private prefetch(page: HomePage): void {
    if (page.kind !== 'route') return;
    this.screens.preload(page.path);
    if (page.path === Routes.hiringDashboard) return this.hiring.prefetch();
    if (page.path === Routes.gpMainDashboard || page.path === Routes.parentMainDashboard)
      this.halo.prefetch();
  }

  private async choose(): Promise<HomePage> {
    try {
      if (!this.session.user) await this.session.restore();
      const user = this.session.user;
      if (!user) return chooseHomePage('failed');
      // The context brand's facts and the saved preference are independent reads: both at once,
      // the preference from the session bootstrap when it carried it. The context decides without
      // waiting for the whole brand tree.
      const known = this.session.takeBootstrapPart('homePage');
      const [, savedPreference] = await Promise.all([
        user.user_employer && !user.is_shadow_user ? this.brands.ensureContext() : undefined,
        !user.user_employer
          ? undefined
          : known
            ? known.preference
            : this.api.homePagePreference().catch(() => undefined),
      ]);
      const access = this.brands.accessFacts;
      const entry = this.brands.context ?? access.user.entry_mode;
      const facts = homePageFactsFrom(
        { ...access, user: { ...access.user, entry_mode: entry } },
        {
          isShadowUser: user.is_shadow_user,
          savedPreference,
          corporateOrigin: this.config.origins.corporate,
        },
      );
      return chooseHomePage(facts);
    } catch {
      return chooseHomePage('failed');
    }
  }
}
