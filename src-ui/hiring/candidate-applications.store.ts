import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { MessagingApiPort } from '../../src-domain/messaging/messaging-api.port';
import { ApplicationList } from './application-list';

/** The candidate's own applications on the member dashboard, ten at a time. */
@injectable()
export class CandidateApplicationsStore {
  readonly list: ApplicationList;
  /** The first page's read under way. */
  private loading: Promise<void> | undefined;

  constructor(@inject(MessagingApiPort) api: MessagingApiPort) {
    this.list = new ApplicationList((page) => api.candidateApplications(page));
    makeAutoObservable<CandidateApplicationsStore, 'loading'>(this, { list: false, loading: false });
  }

  /**
   * Reads the first page afresh; a call while a read is under way shares it (the screen's
   * `prepare` starts it, the screen's effect asks again). Never rejects.
   */
  /** Reads the rows shown again in place (a message or a stage changed, issue #32). Never rejects. */
  refresh(): Promise<void> {
    return this.loading ?? this.list.refresh();
  }

  load(): Promise<void> {
    this.loading ??= this.list.reset().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }
}
