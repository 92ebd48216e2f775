import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { APPLICATIONS_PAGE_SIZE, type ApplicationsPage } from '../../src-domain/dashboards/dashboard.model';
import { DashboardsApiPort } from '../../src-domain/dashboards/dashboards-api.port';
import type { Loadable } from './dashboard.model';

/** The member (candidate) dashboard: the user's own applications (first page of 10) and unread messages. */
@injectable()
export class MemberDashboardStore {
  applications: Loadable<ApplicationsPage> = { kind: 'loading' };
  unread: Loadable<number> = { kind: 'loading' };

  constructor(@inject(DashboardsApiPort) private readonly api: DashboardsApiPort) {
    makeAutoObservable<MemberDashboardStore, 'api'>(this, { api: false });
  }

  /** Loads both reads; each fails on its own (never rejects). */
  async load(): Promise<void> {
    this.applications = { kind: 'loading' };
    this.unread = { kind: 'loading' };
    await Promise.all([
      this.api.candidateApplications({ offset: 0, limit: APPLICATIONS_PAGE_SIZE }).then(
        (value) => runInAction(() => (this.applications = { kind: 'ready', value })),
        () => runInAction(() => (this.applications = { kind: 'failed' })),
      ),
      this.api.candidateUnreadCount().then(
        (value) => runInAction(() => (this.unread = { kind: 'ready', value })),
        () => runInAction(() => (this.unread = { kind: 'failed' })),
      ),
    ]);
  }
}
