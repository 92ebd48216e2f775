import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import { MessagingApiPort } from '../../src-domain/messaging/messaging-api.port';
import { ApplicationList } from './application-list';

/** The candidate's own applications on the member dashboard, ten at a time. */
@injectable()
export class CandidateApplicationsStore {
  readonly list: ApplicationList;

  constructor(@inject(MessagingApiPort) api: MessagingApiPort) {
    this.list = new ApplicationList((page) => api.candidateApplications(page));
    makeAutoObservable(this, { list: false });
  }

  /** Reads the first page afresh. Never rejects. */
  load(): Promise<void> {
    return this.list.reset();
  }
}
