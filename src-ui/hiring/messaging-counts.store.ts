import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { MessagingApiPort } from '../../src-domain/messaging/messaging-api.port';

/** How often the header and side navigation refresh the unread counts while shown, in ms. */
export const UNREAD_POLL_MS = 60_000;

/**
 * The unread counts the header (candidates) and the side navigation (employers) show, shared so
 * every place updates without a reload: screens refresh them after marking messages read and
 * after sending; the shell polls every UNREAD_POLL_MS. A failed read keeps the last count.
 */
@injectable()
export class MessagingCountsStore {
  /** Employers' unread count for `employerBrandId`; undefined before the first answer. */
  employerUnread: number | undefined = undefined;
  employerBrandId: number | undefined = undefined;
  /** The candidate's unread count; undefined before the first answer. */
  candidateUnread: number | undefined = undefined;

  constructor(@inject(MessagingApiPort) private readonly api: MessagingApiPort) {
    makeAutoObservable<MessagingCountsStore, 'api'>(this, { api: false });
  }

  /** Reads the employer count of `brandId` (the context brand). Never rejects. */
  async refreshEmployer(brandId: number): Promise<void> {
    if (this.employerBrandId !== brandId) {
      this.employerBrandId = brandId;
      this.employerUnread = undefined;
    }
    try {
      const count = await this.api.employerUnreadCount(brandId);
      runInAction(() => {
        if (this.employerBrandId === brandId) this.employerUnread = count;
      });
    } catch {
      // The badge keeps its last count; the next poll tries again.
    }
  }

  /** Reads the candidate's count. Never rejects. */
  async refreshCandidate(): Promise<void> {
    try {
      const count = await this.api.candidateUnreadCount();
      runInAction(() => (this.candidateUnread = count));
    } catch {
      // As above.
    }
  }

  /** Refreshes whichever counts have been read before (after a read mark or a send). */
  async refreshKnown(): Promise<void> {
    await Promise.all([
      this.employerBrandId === undefined ? undefined : this.refreshEmployer(this.employerBrandId),
      this.candidateUnread === undefined ? undefined : this.refreshCandidate(),
    ]);
  }
}
