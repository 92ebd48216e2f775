import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { HttpGatewayPort } from '../../src-domain/gateway/http-gateway.port';
import { APPLICATIONS_PAGE_SIZE, type ApplicationsPage, type Loadable } from './dashboard.model';

/**
 * The member (candidate) dashboard: the user's own applications (GET /v1/candidate_applications,
 * offset / limit 10) and unread messages (GET /v1/unread_message_count_candidate).
 */
@injectable()
export class MemberDashboardStore {
  applications: Loadable<ApplicationsPage> = { kind: 'loading' };
  unread: Loadable<number> = { kind: 'loading' };

  constructor(@inject(HttpGatewayPort) private readonly gateway: HttpGatewayPort) {
    makeAutoObservable<MemberDashboardStore, 'gateway'>(this, { gateway: false });
  }

  /** Loads both reads; each fails on its own (never rejects). */
  async load(): Promise<void> {
    this.applications = { kind: 'loading' };
    this.unread = { kind: 'loading' };
    await Promise.all([
      this.gateway
        .request<ApplicationsPage>({
          method: 'GET',
          path: '/v1/candidate_applications',
          query: { offset: 0, limit: APPLICATIONS_PAGE_SIZE },
        })
        .then(
          (value) => runInAction(() => (this.applications = { kind: 'ready', value })),
          () => runInAction(() => (this.applications = { kind: 'failed' })),
        ),
      this.gateway
        .request<{ count: number }>({ method: 'GET', path: '/v1/unread_message_count_candidate' })
        .then(
          (value) => runInAction(() => (this.unread = { kind: 'ready', value: value.count })),
          () => runInAction(() => (this.unread = { kind: 'failed' })),
        ),
    ]);
  }
}
