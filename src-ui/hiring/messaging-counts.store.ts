import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { MessagingApiPort } from '../../src-domain/messaging/messaging-api.port';
import { coalescedRead } from '../live/coalesced-read';

/**
 * The unread counts the header (candidates) and the side navigation (employers) show, shared so
 * every place updates without a reload: screens refresh them after marking messages read and
 * after sending; the shell reads them again on each live event that changes them (useUnreadPolling).
 * A failed read keeps the last count. Refreshes asked while a read of the same side runs are
 * folded into one more read after it (coalescedRead). Only the answer to the latest read of a
 * side is kept, so an answer for a brand no longer shown never brings back its count.
 */
@injectable()
export class MessagingCountsStore {
  /** Employers' unread count for `employerBrandId`; undefined before the first answer. */
  employerUnread: number | undefined = undefined;
  employerBrandId: number | undefined = undefined;
  /** The candidate's unread count; undefined before the first answer. */
  candidateUnread: number | undefined = undefined;
  /** The number of the latest read started per side; an answer to an older one is dropped. */
  private employerRead = 0;
  private candidateRead = 0;
  private readonly employerReads = coalescedRead(() => this.readEmployer());
  private readonly candidateReads = coalescedRead(() => this.readCandidate());

  constructor(@inject(MessagingApiPort) private readonly api: MessagingApiPort) {
    makeAutoObservable<
      MessagingCountsStore,
      'api' | 'employerRead' | 'candidateRead' | 'employerReads' | 'candidateReads'
    >(this, {
      api: false,
      employerRead: false,
      candidateRead: false,
      employerReads: false,
      candidateReads: false,
    });
  }

  /** Reads the employer count of `brandId` (the context brand). Never rejects. */
  refreshEmployer(brandId: number): Promise<void> {
    if (this.employerBrandId !== brandId) {
      this.employerBrandId = brandId;
      this.employerUnread = undefined;
    }
    return this.employerReads();
  }

  /** Reads the candidate's count. Never rejects. */
  refreshCandidate(): Promise<void> {
    return this.candidateReads();
  }

  private async readEmployer(): Promise<void> {
    const brandId = this.employerBrandId;
    if (brandId === undefined) return;
    const read = ++this.employerRead;
    try {
      const count = await this.api.employerUnreadCount(brandId);
      runInAction(() => {
        if (this.employerBrandId === brandId && read === this.employerRead) this.employerUnread = count;
      });
    } catch {
      // The badge keeps its last count; the next event or safety poll tries again.
    }
  }

  private async readCandidate(): Promise<void> {
    const read = ++this.candidateRead;
    try {
      const count = await this.api.candidateUnreadCount();
      runInAction(() => {
        if (read === this.candidateRead) this.candidateUnread = count;
      });
    } catch {
      // As above.
    }
  }

  /**
   * Reads the candidate's count unless a read has already started (the header keeps it
   * fresh): a screen that shows the count asks for it once, not again beside the header.
   */
  async loadCandidate(): Promise<void> {
    if (this.candidateRead === 0) await this.refreshCandidate();
  }

  /** Refreshes whichever counts have been read before (after a read mark or a send). */
  async refreshKnown(): Promise<void> {
    await Promise.all([
      this.employerBrandId === undefined ? undefined : this.refreshEmployer(this.employerBrandId),
      this.candidateUnread === undefined ? undefined : this.refreshCandidate(),
    ]);
  }
}
