import { inject, injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import type { Unsubscribe } from '../../src-domain/connectivity/connectivity.port';
import type { LiveEvent } from '../../src-domain/live/live-event.model';
import { LiveEventsPort } from '../../src-domain/live/live-events.port';
import {
  inAppNoticeOf,
  withNotice,
  type InAppNotice,
} from '../../src-domain/notifications/in-app-notice.rules';

/**
 * The in-app notices of the signed-in person (issue #35): every live event the server marked as
 * a notice for them (a new message, a status change, an interview invitation; only while they
 * keep "in the app" on) becomes one, newest last, at most MAX_IN_APP_NOTICES, until dismissed.
 * Holds state only: the signed-in frame calls `listen` while it is mounted.
 */
@injectable()
export class InAppNoticesStore {
  notices: InAppNotice[] = [];

  constructor(@inject(LiveEventsPort) private readonly live: LiveEventsPort) {
    makeAutoObservable<InAppNoticesStore, 'live'>(this, { live: false });
  }

  /** Hears live events (and so keeps the stream open) until the returned function is called. */
  listen(): Unsubscribe {
    return this.live.subscribe((event) => this.heard(event));
  }

  /** Removes the notice `key`; an unknown key is ignored. */
  dismiss(key: string): void {
    this.notices = this.notices.filter((notice) => notice.key !== key);
  }

  /** Removes every notice (signing out). */
  clear(): void {
    this.notices = [];
  }

  private heard(event: LiveEvent): void {
    const notice = inAppNoticeOf(event);
    if (notice) this.notices = withNotice(this.notices, notice);
  }
}
