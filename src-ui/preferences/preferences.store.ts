import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { DashboardsApiPort } from '../../src-domain/dashboards/dashboards-api.port';
import { HOME_PAGE_PREFERENCES, type HomePagePreference } from '../../src-domain/home-page/home-page.rules';
import type { Feature } from '../../src-domain/permissions/feature-access.rules';
import { BrandContextStore } from '../brands/brand-context.store';

/** The dashboard a saved preference opens (spec 000 §4 step 3). */
const DASHBOARD_OF: Readonly<Record<HomePagePreference, Feature>> = {
  HALO_DASHBOARD: 'HALO_DASHBOARD',
  RISK_ANALYSIS: 'RISK_DASHBOARD',
  HARRI_ENGAGE: 'ENGAGEMENT_DASHBOARD',
};

/** The choice on the form: a saved preference, or 'AUTOMATIC' (none saved: the rule decides). */
export type HomePageChoice = HomePagePreference | 'AUTOMATIC';

export type PreferencesStatus = 'loading' | 'ready' | 'failed';
export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The "Home page" setting (/account/preferences): the saved default home page
 * (GET/PUT /v1/users/navigation_preferences), offered for the dashboards the context brand
 * opens; /dashboard honours it at the next sign-in (home-page rule step 3). A saved preference
 * whose dashboard is not open stays listed, so it can be seen and changed.
 */
@injectable()
export class PreferencesStore {
  status: PreferencesStatus = 'loading';
  saved: HomePageChoice = 'AUTOMATIC';
  saveStatus: SaveStatus = 'idle';

  constructor(
    @inject(DashboardsApiPort) private readonly api: DashboardsApiPort,
    @inject(BrandContextStore) private readonly brands: BrandContextStore,
  ) {
    makeAutoObservable<PreferencesStore, 'api' | 'brands'>(this, { api: false, brands: false });
  }

  /** The choices offered: Automatic, then each preference whose dashboard opens (or is saved). */
  get choices(): readonly HomePageChoice[] {
    return [
      'AUTOMATIC',
      ...HOME_PAGE_PREFERENCES.filter(
        (preference) => this.brands.can(DASHBOARD_OF[preference]) || preference === this.saved,
      ),
    ];
  }

  /** Reads the saved preference and the brand facts; never rejects (status 'failed'). */
  async load(): Promise<void> {
    this.status = 'loading';
    this.saveStatus = 'idle';
    try {
      const [preference] = await Promise.all([this.api.homePagePreference(), this.brands.ensureLoaded()]);
      runInAction(() => {
        this.saved = HOME_PAGE_PREFERENCES.find((known) => known === preference) ?? 'AUTOMATIC';
        this.status = 'ready';
      });
    } catch {
      runInAction(() => (this.status = 'failed'));
    }
  }

  /** Saves the choice; never rejects (saveStatus 'failed', the saved value unchanged). */
  async save(choice: HomePageChoice): Promise<void> {
    this.saveStatus = 'saving';
    try {
      await this.api.saveHomePagePreference(choice === 'AUTOMATIC' ? undefined : choice);
      runInAction(() => {
        this.saved = choice;
        this.saveStatus = 'saved';
      });
    } catch {
      runInAction(() => (this.saveStatus = 'failed'));
    }
  }
}
